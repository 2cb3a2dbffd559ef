import type { InspectedMachine, InspectedSnapshot } from './collector';

/** A state value as the dotted paths of its active leaves: `{ board: { results: 'listed' } }` → `board.results.listed`. */
export function stateValuePaths(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (!value || typeof value !== 'object') return [String(value)];
  return Object.entries(value).flatMap(([key, child]) => {
    const below = stateValuePaths(child);
    return below.length === 0 ? [key] : below.map((path) => `${key}.${path}`);
  });
}

/** The `meta.description` of every active state, outermost first, with the state's path in the machine. */
export function stateDescriptions(snapshot: InspectedSnapshot): { state: string; description: string }[] {
  const prefix = `${snapshot.machine.id}.`;
  return Object.entries(snapshot.getMeta?.() ?? {}).flatMap(([id, meta]) =>
    typeof meta?.description === 'string'
      ? [{ state: id.startsWith(prefix) ? id.slice(prefix.length) : id, description: meta.description }]
      : [],
  );
}

/** How much of a context the panel prints: the first items of a long list, a few levels deep. */
export const CONTEXT_LIMITS = { items: 5, depth: 5, characters: 200 } as const;

const isActorRef = (value: object): value is { id: string; sessionId: string } =>
  'sessionId' in value && 'send' in value;

/** A value made printable as JSON: long lists cut with a count of the rest, actors and functions named. */
function printable(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (value === undefined) return 'undefined';
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'function') return `ƒ ${value.name || 'anonymous'}()`;
  if (typeof value === 'string' && value.length > CONTEXT_LIMITS.characters)
    return `${value.slice(0, CONTEXT_LIMITS.characters)}… (${value.length} characters)`;
  if (!value || typeof value !== 'object') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (isActorRef(value)) return `actor ${value.id}`;
  if (seen.has(value)) return '[circular]';
  if (depth >= CONTEXT_LIMITS.depth) return Array.isArray(value) ? `[… ${value.length} items]` : '{…}';
  seen.add(value);
  const next = (child: unknown) => printable(child, depth + 1, seen);
  let result: unknown;
  if (Array.isArray(value) || value instanceof Set) {
    const items = [...value];
    const shown = items.slice(0, CONTEXT_LIMITS.items).map(next);
    const rest = items.length - shown.length;
    result = rest > 0 ? [...shown, `… ${rest} more (${items.length} in all)`] : shown;
  } else {
    const entries = value instanceof Map ? [...value] : Object.entries(value);
    result = Object.fromEntries(entries.map(([key, child]) => [String(key), next(child)]));
  }
  seen.delete(value);
  return result;
}

/** A machine's context (or an event) pretty-printed for people: indented JSON with long lists summarised. */
export const formatValue = (value: unknown): string =>
  JSON.stringify(printable(value, 0, new WeakSet()), null, 2) ?? 'undefined';

/** An event's fields besides its type, on one line; empty when it has none. */
export function eventPayload(event: { type: string }): string {
  const payload = Object.fromEntries(
    Object.entries(event).filter(([key, value]) => key !== 'type' && value !== undefined),
  );
  return Object.keys(payload).length === 0 ? '' : JSON.stringify(printable(payload, 1, new WeakSet()));
}

/** The time of an event on the service clock, `HH:MM:SS.mmm` UTC: precise enough to order them. */
export const eventTime = (at: number): string => new Date(at).toISOString().slice(11, 23);

/**
 * Where the QA report's page of a machine lives (`qa/paths/<machineId>.md`): under `VITE_QA_REPORT_BASE`,
 * by default the local service's sandbox copy of the repository's `qa/paths/`.
 */
export const qaReportLink = (
  machineId: string,
  {
    state,
    base = import.meta.env.VITE_QA_REPORT_BASE || '/sandbox/qa/paths/',
  }: { state?: string; base?: string } = {},
): string =>
  `${base.endsWith('/') ? base : `${base}/`}${encodeURIComponent(machineId)}.md${state ? pathEndingIn(state) : ''}`;

/**
 * A text fragment (`#:~:text=`) that opens the report's page at the first path ending in `state` (the
 * `stateValuePaths` joined by " + ", as the report writes it: "Ends in state `…`"); where no path ends
 * there, the page opens at its top.
 */
const pathEndingIn = (state: string) =>
  `#:~:text=${encodeURIComponent(`Ends in state \`${state}\``).replaceAll('-', '%2D')}`;

/** The machines' headings: the machine id, numbered when several actors run the same machine. */
export function machineLabels(machines: readonly InspectedMachine[]): string[] {
  const seen = new Map<string, number>();
  return machines.map(({ machineId }) => {
    const count = machines.filter((other) => other.machineId === machineId).length;
    const nth = (seen.get(machineId) ?? 0) + 1;
    seen.set(machineId, nth);
    return count > 1 ? `${machineId} #${nth}` : machineId;
  });
}
