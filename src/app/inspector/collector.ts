import type { AnyEventObject, InspectionEvent } from 'xstate';

/** How many events each machine keeps for the panel, newest first. */
export const EVENTS_KEPT = 10;

export interface InspectedEvent {
  /** The service clock's time (epoch ms) when the event reached the machine. */
  at: number;
  event: AnyEventObject;
}

/** The parts of a machine's snapshot the panel reads (a plain object in tests). */
export interface InspectedSnapshot {
  value: unknown;
  context: unknown;
  status: string;
  machine: { id: string };
  getMeta?: () => Record<string, { description?: unknown } | undefined>;
}

export interface InspectedMachine {
  /** The actor's session id: unique while the page lives. */
  sessionId: string;
  machineId: string;
  snapshot: InspectedSnapshot;
  /** The last events it received, newest first. */
  events: readonly InspectedEvent[];
}

/** The running root machines of the page, in the order they started. */
export type InspectorState = readonly InspectedMachine[];

const asMachineSnapshot = (snapshot: unknown): InspectedSnapshot | undefined =>
  snapshot && typeof snapshot === 'object' && 'machine' in snapshot && 'value' in snapshot
    ? (snapshot as InspectedSnapshot)
    : undefined;

/**
 * The inspector's record after one inspection event: root machines only (their invoked promises and
 * children show through the events they send back). A machine appears when it receives its first
 * event (`xstate.init` on start), so actors created but never started stay out; it leaves when stopped.
 */
export function collectInspection(
  state: InspectorState,
  inspection: InspectionEvent,
  at: number,
): InspectorState {
  const { actorRef } = inspection;
  if (inspection.rootId !== actorRef.sessionId) return state;
  const known = state.find((machine) => machine.sessionId === actorRef.sessionId);
  if (inspection.type === '@xstate.event') {
    // A machine's first event is read with its live snapshot; one already stopped (its events replayed
    // late, see inspection.ts) stays out.
    const snapshot = known?.snapshot ?? asMachineSnapshot(actorRef.getSnapshot?.());
    if (!snapshot || snapshot.status === 'stopped') return state;
    const events = [{ at, event: inspection.event }, ...(known?.events ?? [])].slice(0, EVENTS_KEPT);
    const machine = { sessionId: actorRef.sessionId, machineId: snapshot.machine.id, snapshot, events };
    return known ? state.map((other) => (other === known ? machine : other)) : [...state, machine];
  }
  if (inspection.type === '@xstate.snapshot' && known) {
    const snapshot = asMachineSnapshot(inspection.snapshot);
    if (!snapshot) return state;
    if (snapshot.status === 'stopped') return state.filter((other) => other !== known);
    return state.map((other) => (other === known ? { ...known, snapshot } : other));
  }
  return state;
}
