import { useMemo } from 'react';
import { i18n } from '@lingui/core';
import { useMachine } from '@xstate/react';
import { redirectCountdownMachine } from '../../../machines/redirectCountdown.machine';
import { logout } from '../../api';
import { loginUrl } from '../session/authLinks';
import { redirectCountdownOf } from './RedirectCountdownNotice';
import { ServerErrorPage } from './ServerErrorPage';

/** §2, §9: the global 500 page signs the visitor out after 5 seconds. */
export const globalErrorLogoutSeconds = 5;

/** Ends the session, then sends the visitor to sign in (the user center) and back here afterwards. */
export async function signOutToUserCenter(): Promise<void> {
  await logout();
  const returnTo = `${window.location.pathname}${window.location.search}`;
  try {
    window.location.assign(loginUrl({ nationality: null, locale: i18n.locale, returnTo }));
  } catch (error) {
    console.error(error);
    window.location.assign('/');
  }
}

export interface GlobalServerErrorPageProps {
  /** What happens when the countdown ends; signing out to the user center by default. */
  onSignOut?: () => void;
  onRefresh?: () => void;
}

export function GlobalServerErrorPage({
  onSignOut = () => void signOutToUserCenter(),
  onRefresh,
}: GlobalServerErrorPageProps) {
  const redirectCountdownLogic = useMemo(
    () => redirectCountdownMachine.provide({ actions: { redirect: onSignOut } }),
    [onSignOut],
  );
  const [snapshot, send] = useMachine(redirectCountdownLogic, {
    input: { seconds: globalErrorLogoutSeconds },
  });
  return (
    <ServerErrorPage
      onRefresh={onRefresh}
      countdown={redirectCountdownOf(snapshot)}
      onStay={() => send({ type: 'stay.requested' })}
    />
  );
}
