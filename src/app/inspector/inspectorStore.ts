import { serviceNow } from '../../api/serviceClock';
import { collectInspection, type InspectorState } from './collector';
import { forwardInspection } from './inspection';

let state: InspectorState = [];
const listeners = new Set<() => void>();

/** The running machines the panel reads with `useSyncExternalStore`, fed by the page's inspection. */
export const inspectorStore = {
  getState: (): InspectorState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Starts collecting: replays what the first-load part recorded, then follows the page. */
export function connectInspectorStore(): void {
  forwardInspection(([at, inspection]) => {
    // On the service clock, like every time the site shows.
    const next = collectInspection(state, inspection, serviceNow() - (performance.now() - at));
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  });
}
