import { createContext, useContext, type ReactNode } from 'react';
import type { SessionUser } from '../../../contract/session';

/**
 * What every page knows of the visitor: the session flow (issue: session and shell) publishes it,
 * pages and sections read it. Stories and tests give a fixed value through `SessionViewProvider`.
 */
export interface SessionView {
  /**
   * `loading` until the session call answers; `signedOut` for a visitor with no (valid) session; `unchecked`
   * when the call failed, so that nobody is shown as signed out on a guess.
   */
  status: 'loading' | 'signedOut' | 'signedIn' | 'unchecked';
  user: SessionUser | null;
}

export const signedOutView: SessionView = { status: 'signedOut', user: null };

const SessionViewContext = createContext<SessionView>({ status: 'loading', user: null });

export function SessionViewProvider({ value, children }: { value: SessionView; children: ReactNode }) {
  return <SessionViewContext.Provider value={value}>{children}</SessionViewContext.Provider>;
}

export function useSessionView(): SessionView {
  return useContext(SessionViewContext);
}
