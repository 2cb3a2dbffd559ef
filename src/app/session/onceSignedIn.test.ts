import { describe, expect, it, vi } from 'vitest';
import { onceSignedIn } from './onceSignedIn';
import type { SessionActor, SessionSnapshot } from './sessionActor';

type Tag = 'signedIn' | 'signedOut' | 'unchecked' | 'busy';
const user = { uuid: 'u-1' };
const snapshotTagged = (tag: Tag) =>
  ({
    hasTag: (name: string) => name === tag,
    context: { user: tag === 'signedIn' ? user : null },
  }) as unknown as SessionSnapshot;

/** A session whose snapshots the test moves along. */
function sessionAt(tag: Tag) {
  let current = snapshotTagged(tag);
  const listeners = new Set<(snapshot: SessionSnapshot) => void>();
  const session = {
    getSnapshot: () => current,
    subscribe: (listener: (snapshot: SessionSnapshot) => void) => {
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
  } as unknown as SessionActor;
  const moveTo = (next: Tag) => {
    current = snapshotTagged(next);
    listeners.forEach((listener) => listener(current));
  };
  return { session, moveTo, listening: () => listeners.size };
}

describe('onceSignedIn', () => {
  it('calls back at once when the session is already signed in', () => {
    const then = vi.fn();
    onceSignedIn(sessionAt('signedIn').session, then);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('calls back once the loading session signs in, then stops listening', () => {
    const then = vi.fn();
    const { session, moveTo, listening } = sessionAt('busy');
    onceSignedIn(session, then);
    expect(then).not.toHaveBeenCalled();
    moveTo('signedIn');
    moveTo('busy');
    moveTo('signedIn');
    expect(then).toHaveBeenCalledTimes(1);
    expect(listening()).toBe(0);
  });

  it.each(['signedOut', 'unchecked'] as const)('never calls back when the session settles %s', (settled) => {
    const then = vi.fn();
    const { session, moveTo, listening } = sessionAt('busy');
    onceSignedIn(session, then);
    moveTo(settled);
    moveTo('signedIn');
    expect(then).not.toHaveBeenCalled();
    expect(listening()).toBe(0);
  });
});
