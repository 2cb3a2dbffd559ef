import { createActor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { sessionMachine } from '../../../machines/session.machine';
import { siteConfig } from '../../config';
import { inspection } from '../inspector/inspection';
import { pageNeeds } from '../../pages/registry';
import { sandboxSessionEffects, serviceSessionEffects } from './sessionEffects';
import type { SessionView } from './sessionView';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** The one session of the app, started at boot for the page the visitor opened (main.tsx). */
export function startAppSession(): SessionActor {
  const effects = siteConfig.sessionSandbox
    ? sandboxSessionEffects(window.localStorage)
    : serviceSessionEffects;
  return createActor(sessionMachine.provide(effects), {
    input: { page: pageNeeds(window.location.pathname) },
    ...inspection,
  }).start();
}

/** What pages see of the session: signed in only once the type the page needs is settled. */
export function selectSessionView(snapshot: SessionSnapshot): SessionView {
  if (snapshot.hasTag('signedIn') && snapshot.context.user)
    return { status: 'signedIn', user: snapshot.context.user };
  if (snapshot.hasTag('signedOut')) return { status: 'signedOut', user: null };
  if (snapshot.hasTag('unchecked')) return { status: 'unchecked', user: null };
  return { status: 'loading', user: null };
}

export const sameSessionView = (a: SessionView, b: SessionView): boolean =>
  a.status === b.status && a.user === b.user;
