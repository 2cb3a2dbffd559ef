import type { ChunkCatalogPart } from './catalogParts';

/**
 * Issue 16: the words of the countdown's polite milestone announcements. Only the
 * announcement chunk imports this, so the catalog loads with the first thing said, never on first load.
 */
export const announcementsCatalog: ChunkCatalogPart = {
  name: 'announcements',
  importCatalog: (locale) => import(`../../locales/${locale}/announcements.po`),
};
