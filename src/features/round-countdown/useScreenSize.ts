import { breakpointNames, mediaQueryList, mq } from '@doo/design-system';
import { useSyncExternalStore } from 'react';
import type { ScreenSize } from '../../../machines/roundCountdown.machine';

// Environments without media queries (tests, server rendering) count as the smallest screen.
const queries = () =>
  breakpointNames.flatMap((name) => {
    const list = mediaQueryList(mq[name]);
    return list ? [[name, list] as const] : [];
  });

function subscribe(onChange: () => void) {
  const lists = queries().map(([, list]) => list);
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

/** The largest design-system breakpoint the viewport reaches (`undefined` below 360 px), kept current. */
function readScreenSize(): ScreenSize | undefined {
  let size: ScreenSize | undefined;
  for (const [name, list] of queries()) if (list.matches) size = name;
  return size;
}

export function useScreenSize(): ScreenSize | undefined {
  return useSyncExternalStore(subscribe, readScreenSize, () => undefined);
}
