import { pageLocale } from './activateLocale';
import type { CatalogPart } from './catalogParts';

/**
 * Loads a part for the page's locale, from a route's loader: beside the download of the route's chunk, rather
 * than once its boundary renders (on a throttled phone the race page's texts came 200 ms after its code, and
 * its first calls waited for them). The router waits for it, so the page's first render has its texts: it
 * draws the page in place of the screen the service drew, not the boundary's placeholder. The loader is in the
 * first load, so the catalog code is imported here, not with it (1.6 KB gzip). A failure is left to the
 * boundary, which shows it.
 */
export function preloadCatalogPart(part: CatalogPart): Promise<void> {
  const locale = pageLocale();
  if (!locale) return Promise.resolve();
  return import('./catalogParts')
    .then(({ loadCatalogPart }) => loadCatalogPart(part, locale))
    .then(
      () => undefined,
      () => undefined,
    );
}
