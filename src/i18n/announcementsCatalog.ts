import type { ChunkCatalogPart } from './catalogParts';

/**
 * Issue 16: the words of the polite announcements (the countdown's milestones, the board's results). Only
 * the announcement chunks import this, so the catalog loads with the first thing said, never on first load.
 */
export const announcementsCatalog: ChunkCatalogPart = {
  name: 'announcements',
  importCatalog: (locale) => import(`../../locales/${locale}/announcements.po`),
};
