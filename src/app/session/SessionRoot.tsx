import { useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { pageNeeds } from '../../pages/registry';
import { sameSessionView, selectSessionView, type SessionActor } from './sessionActor';
import { SessionViewProvider } from './sessionView';

const SessionActorContext = createContext<SessionActor | null>(null);

/** The session actor for the header's controls and the session gate; `null` outside the app (stories). */
export const useSessionActor = (): SessionActor | null => useContext(SessionActorContext);

/**
 * Publishes the running session to every page (`useSessionView()`), and tells the session which page is
 * shown, so it can switch the account type or send to logout as the page needs (§4, §5).
 */
export function SessionRoot({ actor, children }: { actor: SessionActor; children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    actor.send({ type: 'page.changed', page: pageNeeds(pathname) });
  }, [actor, pathname]);
  const view = useSelector(actor, selectSessionView, sameSessionView);
  return (
    <SessionActorContext.Provider value={actor}>
      <SessionViewProvider value={view}>{children}</SessionViewProvider>
    </SessionActorContext.Provider>
  );
}
