import { eventEntriesFor, type EventEntryKey } from '../navigation/eligibility';
import { useSessionView } from '../session/sessionView';

/**
 * Whether the signed-in visitor may take part in an event: the menu's own rule (§2 eligibility table
 * and blacklist). A visitor who is not signed in is invited to log in instead, so counts as eligible.
 */
export function useEventEligibility(key: EventEntryKey): boolean {
  const { user } = useSessionView();
  return user === null || eventEntriesFor(user).some((entry) => entry.key === key);
}
