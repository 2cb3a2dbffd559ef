import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { use } from 'react';
import type { LocaleCode } from './locales';

/**
 * Catalogs split off the main one (see lingui.config.ts): a feature far down a page loads its long
 * texts with its code, so the page's first load carries neither.
 */
export type CatalogPart = 'rules' | 'race' | 'events' | 'insight' | 'legal' | 'landing' | 'registration';

type CatalogImporter = (locale: string) => Promise<{ messages: Record<string, unknown> }>;

/** A part that only a lazily loaded chunk knows (the QA inspector's), so a build without the chunk has none of it. */
export type ChunkCatalogPart = { name: string; importCatalog: CatalogImporter };

const importers: Record<CatalogPart, CatalogImporter> = {
  rules: (locale) => import(`../../locales/${locale}/rules.po`),
  race: (locale) => import(`../../locales/${locale}/race.po`),
  events: (locale) => import(`../../locales/${locale}/events.po`),
  insight: (locale) => import(`../../locales/${locale}/insight.po`),
  legal: (locale) => import(`../../locales/${locale}/legal.po`),
  landing: (locale) => import(`../../locales/${locale}/landing.po`),
  registration: (locale) => import(`../../locales/${locale}/registration.po`),
};

export const catalogPartNames = Object.keys(importers) as CatalogPart[];

type TrackedPromise = Promise<void> & { status?: 'fulfilled' };
/** Each part asked for in a locale (by `name:locale`), with its load. */
const loaded = new Map<
  string,
  { part: CatalogPart | ChunkCatalogPart; locale: string; loading: TrackedPromise }
>();

/** Loads a catalog part for a locale once and merges it into the active catalogs. */
export function loadCatalogPart(
  part: CatalogPart | ChunkCatalogPart,
  locale: LocaleCode | string,
): Promise<void> {
  const [name, importCatalog] =
    typeof part === 'string' ? [part, importers[part]] : [part.name, part.importCatalog];
  const key = `${name}:${locale}`;
  const known = loaded.get(key);
  if (known) return known.loading;
  const loading = importCatalog(locale).then(({ messages }) => {
    i18n.load(locale, messages as Parameters<typeof i18n.load>[1]);
    // React's `use` reads a settled promise synchronously when it carries its status.
    loading.status = 'fulfilled';
  }) as TrackedPromise;
  loaded.set(key, { part, locale, loading });
  return loading;
}

/**
 * Loads in `locale` every part the page has asked for in `shownLocale`: a switch of language then draws the
 * whole page in the new one at once. The texts of a part are only drawn again when the locale changes, not
 * when a part arrives (ActiveLocaleProvider), so a part still missing at the switch would leave ids on the page.
 */
export async function loadPartsShownIn(shownLocale: string, locale: string): Promise<void> {
  const shown = [...loaded.values()].filter((entry) => entry.locale === shownLocale);
  await Promise.allSettled(shown.map(({ part }) => loadCatalogPart(part, locale)));
}

/** Suspends until the active locale's part is loaded; re-runs when the locale changes. */
export function useCatalogPart(part: CatalogPart | ChunkCatalogPart): void {
  const { i18n: active } = useLingui();
  use(loadCatalogPart(part, active.locale));
}
