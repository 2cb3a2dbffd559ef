import { createHash } from 'node:crypto';

/**
 * The one inline script a page may run, allowed by its hash in the CSP: on a page that comes with its first
 * screen drawn (`prerendered.ts`), it loads the app's scripts once that screen is painted, so that they do
 * not compete with the screen's styles for the network. Inline, it costs no request of its own. Paint timing
 * is in every browser the build targets (es2022); a hidden tab paints, and so loads the app, when shown.
 */
export const AFTER_FIRST_PAINT_SCRIPT = `(() => {
  const { entry, preload } = document.currentScript.dataset;
  const add = (tag, properties) => document.head.append(Object.assign(document.createElement(tag), properties));
  const painted = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    painted.disconnect();
    for (const href of preload.split(' ').filter(Boolean)) add('link', { rel: 'modulepreload', href });
    add('script', { type: 'module', src: entry });
  });
  painted.observe({ type: 'paint', buffered: true });
})();`;

export const AFTER_FIRST_PAINT_SCRIPT_HASH = `sha256-${createHash('sha256').update(AFTER_FIRST_PAINT_SCRIPT).digest('base64')}`;
