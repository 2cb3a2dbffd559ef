import { DirectionProvider } from '@doo/design-system';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { isLocaleCode, locales } from './locales';

/** Gives the design system the active locale's reading direction (arrow keys in tabs and menus follow it). */
export function LocaleDirection({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const dir = isLocaleCode(i18n.locale) ? locales[i18n.locale].direction : 'ltr';
  return <DirectionProvider dir={dir}>{children}</DirectionProvider>;
}
