import { selectSessionView, type SessionActor, type SessionSnapshot } from './sessionActor';

/**
 * Calls `then` once the session is signed in, for a page's personal calls started before the page renders;
 * nothing if the session settles signed out or unchecked.
 */
export function onceSignedIn(session: SessionActor, then: () => void): void {
  const settled = (snapshot: SessionSnapshot) => {
    const view = selectSessionView(snapshot);
    if (view.status === 'signedIn') then();
    return view.status !== 'loading';
  };
  if (settled(session.getSnapshot())) return;
  const subscription = session.subscribe((snapshot) => {
    if (settled(snapshot)) subscription.unsubscribe();
  });
}
