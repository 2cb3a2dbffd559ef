import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { useEffect, useState, type ReactNode } from 'react';

const contextOf = (i18n: I18n) => ({ locale: i18n.locale, value: { i18n, _: i18n.t.bind(i18n) } });

/**
 * Lingui's `I18nProvider`, except that its context (and so every text on the page) changes when the active
 * locale does, not also each time a catalog part is merged in. A part's texts are drawn by the components that
 * wait for it (`useCatalogPart` suspends them until it has loaded); the rest of the page has nothing new to
 * show, yet Lingui's provider drew every text of the page again for each part (four times as the race page
 * loads, in tasks that held the main thread on a phone).
 */
export function ActiveLocaleProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [context, setContext] = useState(() => contextOf(i18n));
  useEffect(() => {
    const followLocale = () =>
      setContext((current) => (current.locale === i18n.locale ? current : contextOf(i18n)));
    // A locale activated between the first render and this effect.
    followLocale();
    return i18n.on('change', followLocale);
  }, [i18n]);
  return <LinguiContext.Provider value={context.value}>{children}</LinguiContext.Provider>;
}
