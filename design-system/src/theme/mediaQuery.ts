const lists = new Map<string, MediaQueryList>();
let listsOf: Window['matchMedia'] | undefined;

/**
 * The one `MediaQueryList` of `query` for the page, or `undefined` where media queries cannot be read (tests,
 * server rendering). Hooks read their media queries on every render; `window.matchMedia` would parse the query
 * and make a list each time, which the browser keeps: a ticking countdown made five a second. Lists are made
 * again when `matchMedia` itself is replaced (a test's stand-in viewport).
 */
export function mediaQueryList(query: string): MediaQueryList | undefined {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
  if (listsOf !== window.matchMedia) {
    lists.clear();
    listsOf = window.matchMedia;
  }
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/** Whether `query` matches now; false where media queries cannot be read. */
export const mediaMatches = (query: string): boolean => mediaQueryList(query)?.matches ?? false;
