import { pageLocale } from './activateLocale';
import type { CatalogPart } from './catalogParts';

/**
 * Starts a part's download for the page's locale, from a route's loader: beside the download of the route's
 * chunk, rather than once its boundary renders (on a throttled phone the race page's texts came 200 ms after
 * its code, and its first calls waited for them). The loader is in the first load, so the catalog code is
 * imported here, not with it (1.6 KB gzip). A failure is left to the boundary, which shows it.
 */
export function preloadCatalogPart(part: CatalogPart): void {
  const locale = pageLocale();
  if (!locale) return;
  import('./catalogParts')
    .then(({ loadCatalogPart }) => loadCatalogPart(part, locale))
    .catch(() => undefined);
}
