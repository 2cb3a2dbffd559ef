import type { InspectionEvent } from 'xstate';

/**
 * The QA inspector's first-load part: a few hundred bytes in a build with the inspector, none without. It
 * imports nothing, so that it adds no module to the first load's chunks but itself.
 */

declare global {
  /** Whether the build carries the inspector (`./vitePlugin.ts`). */
  const __QA_INSPECTOR__: boolean;
}

/** The service runs in production mode: it says so in index.html (`server/src/app.ts`). */
export const isProductionService = (doc: Document | undefined = globalThis.document): boolean =>
  doc?.querySelector('meta[name="doo:mode"]')?.getAttribute('content') === 'production';

/**
 * The inspector is built in unless `VITE_QA_INSPECTOR=off` (`./vitePlugin.ts` resolves the default) and runs
 * only when the service is not in production mode. In a build without it this constant is `false`, and the
 * bundler drops what follows along with the inspector's chunks.
 */
export const qaInspectorOn = __QA_INSPECTOR__ && !isProductionService();

/**
 * Alt+Shift+Q opens and closes the panel ("Q" for QA). Alt+Shift+I is Chrome's feedback form and
 * Ctrl+Shift+I its developer tools; the physical key is read, so the keyboard layout does not matter.
 */
export const SHORTCUT = 'Alt+Shift+Q';
export const isShortcut = (event: KeyboardEvent): boolean =>
  event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyQ';

/** An inspection event and when it happened (`performance.now()`: the store turns it into service time). */
export type TimedInspection = [at: number, inspection: InspectionEvent];

const BUFFERED = 1000;
let buffered: TimedInspection[] = [];
let forward: ((timed: TimedInspection) => void) | undefined;

const isStart = ([, inspection]: TimedInspection) =>
  inspection.type === '@xstate.event' && inspection.event.type === 'xstate.init';

function record(inspection: InspectionEvent): void {
  const timed: TimedInspection = [performance.now(), inspection];
  if (forward) return forward(timed);
  buffered.push(timed);
  // Until the inspector loads: the latest events, and every start (they tell which machines run).
  if (buffered.length > BUFFERED)
    buffered = buffered.filter((entry, index) => index >= BUFFERED / 2 || isStart(entry));
}

/** Options to spread into `createActor`: the inspector's `inspect` when it runs, nothing otherwise. */
export const inspection: { inspect?: (inspection: InspectionEvent) => void } =
  __QA_INSPECTOR__ && qaInspectorOn ? { inspect: record } : {};

/** Hands the inspector (once loaded) the events recorded so far, then every later one. */
export function forwardInspection(to: (timed: TimedInspection) => void): void {
  forward = to;
  buffered.forEach(to);
  buffered = [];
}
