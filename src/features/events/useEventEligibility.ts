import { eventEntriesFor, type PageKey } from '../../pages/registry';
import { useSessionView } from '../../app/session/sessionView';

/**
 * Whether the signed-in visitor may take part in an event: the menu's own rule (§2 eligibility table
 * and blacklist). A visitor who is not signed in is invited to log in instead, so counts as eligible.
 */
export function useEventEligibility(key: PageKey): boolean {
  const { user } = useSessionView();
  return user === null || eventEntriesFor(user).some((entry) => entry.key === key);
}
