import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { use } from 'react';
import type { LocaleCode } from './locales';

/**
 * Catalogs split off the main one (see lingui.config.ts): a feature far down a page loads its long
 * texts with its code, so the page's first load carries neither.
 */
export type CatalogPart = 'rules' | 'race' | 'events' | 'insight';

const importers: Record<CatalogPart, (locale: string) => Promise<{ messages: Record<string, unknown> }>> = {
  rules: (locale) => import(`../../locales/${locale}/rules.po`),
  race: (locale) => import(`../../locales/${locale}/race.po`),
  events: (locale) => import(`../../locales/${locale}/events.po`),
  insight: (locale) => import(`../../locales/${locale}/insight.po`),
};

export const catalogPartNames = Object.keys(importers) as CatalogPart[];

type TrackedPromise = Promise<void> & { status?: 'fulfilled' };
const loaded = new Map<string, TrackedPromise>();

/** Loads a catalog part for a locale once and merges it into the active catalogs. */
export function loadCatalogPart(part: CatalogPart, locale: LocaleCode | string): Promise<void> {
  const key = `${part}:${locale}`;
  let loading = loaded.get(key);
  if (!loading) {
    loading = importers[part](locale).then(({ messages }) => {
      i18n.load(locale, messages as Parameters<typeof i18n.load>[1]);
      // React's `use` reads a settled promise synchronously when it carries its status.
      (loading as TrackedPromise).status = 'fulfilled';
    }) as TrackedPromise;
    loaded.set(key, loading);
  }
  return loading;
}

/** Suspends until the active locale's part is loaded; re-runs when the locale changes. */
export function useCatalogPart(part: CatalogPart): void {
  const { i18n: active } = useLingui();
  use(loadCatalogPart(part, active.locale));
}
