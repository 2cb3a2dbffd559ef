import { setupI18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActiveLocaleProvider } from './ActiveLocaleProvider';

describe('ActiveLocaleProvider (issue 17)', () => {
  it('draws the texts again when the locale changes, not when a catalog part merges in', async () => {
    const i18n = setupI18n({
      locale: 'en',
      messages: { en: { greeting: 'Hello' }, es: { greeting: 'Hola' } },
    });
    let renders = 0;
    function Greeting() {
      const { i18n: active } = useLingui();
      renders += 1;
      return <p>{active._('greeting')}</p>;
    }
    render(
      <ActiveLocaleProvider i18n={i18n}>
        <Greeting />
      </ActiveLocaleProvider>,
    );
    expect(screen.getByText('Hello')).toBeTruthy();
    const afterFirst = renders;

    // A part merged in: nothing drawn has changed (Lingui's own provider drew every text again here).
    await act(async () => i18n.load('en', { rulesTitle: 'Rules' }));
    expect(renders).toBe(afterFirst);

    await act(async () => i18n.activate('es'));
    expect(screen.getByText('Hola')).toBeTruthy();
    expect(renders).toBe(afterFirst + 1);
  });

  it('follows a locale activated between its first render and its effect', async () => {
    const i18n = setupI18n({
      locale: 'en',
      messages: { en: { greeting: 'Hello' }, es: { greeting: 'Hola' } },
    });
    function Greeting() {
      const { i18n: active } = useLingui();
      return <p>{active._('greeting')}</p>;
    }
    function ActivateWhileRendering() {
      if (i18n.locale === 'en') i18n.activate('es');
      return null;
    }
    render(
      <ActiveLocaleProvider i18n={i18n}>
        <ActivateWhileRendering />
        <Greeting />
      </ActiveLocaleProvider>,
    );
    expect(await screen.findByText('Hola')).toBeTruthy();
  });
});
