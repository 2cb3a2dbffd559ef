import { createHash } from 'node:crypto';

/**
 * The one inline script a page may run, allowed by its hash in the CSP: on a page that comes with its first
 * screen drawn (`prerendered.ts`), it loads the app's scripts once that screen is painted, so that they do
 * not compete with the screen's styles for the network. Inline, it costs no request of its own. Paint timing
 * is in every browser the build targets (es2022); a hidden tab paints, and so loads the app, when shown.
 *
 * The entry's shared chunks (React, the router, XState, the service contract's schemas…) are then evaluated
 * one task each, in the build's order, before the entry: evaluated by the entry's own import, all of them
 * would run in one task of 200 ms on a slow phone, during which a tap or a scroll waits. They and the entry
 * download side by side: fetched only once the chunks had run, the entry (the largest file) started 500 ms
 * later on a throttled phone, and every call and chunk of the page after it. The page's own modules (its
 * route's chunks and catalogs, as the build saw the app load them: `data-page`) download with them, rather
 * than once the entry has run and asked for them: on the race page that was 27 files, queued behind each other
 * on a slow network for a second. The chunks and the entry are asked for in the paint's task: spread over
 * tasks, a loaded machine ran each next task 0.8–1 s later and the entry started that much later. The page's
 * modules follow, 8 per task, and all before the entry runs: asking for a file holds the main thread about
 * 1 ms (4 on a phone), and the race page's 37 in one task made it the longest of the load.
 * A chunk that fails to load is left to the entry, whose import of it reports the failure; a page module that
 * fails is left to the app, which asks for it again.
 */
export const AFTER_FIRST_PAINT_SCRIPT = `(() => {
  const { entry, preload, page = '' } = document.currentScript.dataset;
  const add = (tag, properties) => document.head.append(Object.assign(document.createElement(tag), properties));
  const nextTask = () => new Promise((resolve) => setTimeout(resolve));
  const painted = new PerformanceObserver(async (entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    painted.disconnect();
    const chunks = preload.split(' ').filter(Boolean);
    const pageModules = page.split(' ').filter(Boolean);
    const askFor = (href) => add('link', { rel: 'modulepreload', href });
    [...chunks, entry].forEach(askFor);
    const pageModulesAskedFor = (async () => {
      for (let from = 0; from < pageModules.length; from += 8) {
        await nextTask();
        pageModules.slice(from, from + 8).forEach(askFor);
      }
    })();
    for (const href of chunks) {
      await import(href).catch(() => undefined);
      await nextTask();
    }
    await pageModulesAskedFor;
    add('script', { type: 'module', src: entry });
  });
  painted.observe({ type: 'paint', buffered: true });
})();`;

export const AFTER_FIRST_PAINT_SCRIPT_HASH = `sha256-${createHash('sha256').update(AFTER_FIRST_PAINT_SCRIPT).digest('base64')}`;
