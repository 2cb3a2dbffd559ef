import { useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { readSessionMessage } from '../../../contract';
import { useLingui } from '@lingui/react';
import { useDocumentTitle } from '../../i18n/useDocumentTitle';
import { pageTitles } from '../../pages/pageMessages';
import { findPage, pageForType } from '../../pages/registry';
import type { SessionSnapshot } from './sessionActor';
import { SessionGateView, type SessionGateState } from './SessionGateView';
import { useSessionActor } from './SessionRoot';

/** Never met: `unauthorized` and `unavailable` are entered with the failure stored. */
const noFailure = { message: readSessionMessage('') };

type GateKind =
  | 'open'
  | 'checking'
  | 'switching'
  | 'wrongType'
  | 'switchFailed'
  | 'switchRetryFailed'
  | 'unauthorized'
  | 'unavailable';

const switchingStates = [
  'switching',
  'reloadingAfterSwitch',
  'retryingSwitch',
  'reloadingAfterRetry',
] as const;

/**
 * Which gate the page is behind: pages that need a session wait for it (§5); a page for the other account
 * type waits for the switch (§4); public pages render at once and read the session as it comes. A page
 * `framed` while its session loads draws its own frame during the first check (`PageEntry`).
 */
export function gateKind(snapshot: SessionSnapshot, framed = false): GateKind {
  if (switchingStates.some((state) => snapshot.matches(state))) return 'switching';
  if (snapshot.matches('wrongType')) return 'wrongType';
  if (snapshot.matches('switchFailed')) return 'switchFailed';
  if (snapshot.matches('switchRetryFailed')) return 'switchRetryFailed';
  if (!snapshot.context.page.requiresSession || snapshot.matches('signedIn')) return 'open';
  if (framed && snapshot.matches('loading')) return 'open';
  if (snapshot.matches('unauthorized')) return 'unauthorized';
  if (snapshot.matches('unavailable')) return 'unavailable';
  return 'checking';
}

export function SessionGate({ children }: { children: ReactNode }) {
  const actor = useSessionActor();
  if (!actor) return children;
  return <ActorGate actor={actor}>{children}</ActorGate>;
}

function ActorGate({
  actor,
  children,
}: {
  actor: NonNullable<ReturnType<typeof useSessionActor>>;
  children: ReactNode;
}) {
  const pathname = useRouterState({ select: (router) => router.location.pathname });
  const framed = findPage(pathname)?.framedWhileSessionLoads === true;
  const kind = useSelector(actor, (snapshot) => gateKind(snapshot, framed));
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const pageFor = context.page.neededType ?? 'crm_client';
  const ownPage = () => pageForType(pathname, context.user?.userType ?? 'crm_client');
  let state: SessionGateState;
  switch (kind) {
    case 'open':
      return children;
    case 'wrongType':
      state = { kind, pageFor, ownPage: ownPage() };
      break;
    case 'switchFailed':
      state = {
        kind,
        pageFor,
        failure: context.failure,
        onRetry: () => actor.send({ type: 'retry.requested' }),
      };
      break;
    case 'switchRetryFailed':
      state = { kind, pageFor, failure: context.failure, ownPage: ownPage() };
      break;
    case 'unauthorized':
      state = {
        kind,
        failure: context.failure ?? noFailure,
        onSignIn: () => actor.send({ type: 'logout.requested' }),
      };
      break;
    case 'unavailable':
      state = {
        kind,
        failure: context.failure ?? noFailure,
        onRetry: () => actor.send({ type: 'retry.requested' }),
      };
      break;
    default:
      state = { kind };
  }
  return (
    <>
      <GateTitle pathname={pathname} />
      <SessionGateView state={state} />
    </>
  );
}

/** The page's own title while its session is checked or refused, not the site's bare name (WCAG 2.4.2). */
function GateTitle({ pathname }: { pathname: string }) {
  const { i18n } = useLingui();
  const page = findPage(pathname);
  useDocumentTitle(page ? i18n._(pageTitles[page.key]) : '');
  return null;
}
