import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { useNavigate } from '@tanstack/react-router';
import { redirectCountdownMachine } from '../../../machines/redirectCountdown.machine';
import { useDocumentTitle } from '../../i18n/useDocumentTitle';
import { useLingui } from '@lingui/react/macro';
import { NotFoundView } from './NotFoundView';
import { redirectCountdownOf } from './RedirectCountdownNotice';

/** §2: an unknown address shows the 404 page and returns home after a 4-second countdown. */
export const notFoundRedirectSeconds = 4;

export function NotFoundPage() {
  const navigate = useNavigate();
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  const redirectCountdownLogic = useMemo(
    () =>
      redirectCountdownMachine.provide({
        actions: { redirect: () => void navigate({ to: '/', replace: true }) },
      }),
    [navigate],
  );
  const [snapshot, send] = useMachine(redirectCountdownLogic, {
    input: { seconds: notFoundRedirectSeconds },
  });

  return (
    <NotFoundView
      countdown={redirectCountdownOf(snapshot)}
      onGoHome={() => send({ type: 'redirect.requested' })}
      onStay={() => send({ type: 'stay.requested' })}
    />
  );
}
