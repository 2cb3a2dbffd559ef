import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { activateLocale } from './activateLocale';
import { loadCatalogPart } from './catalogParts';
import { messages as thEvents } from '../../locales/th/events.po';
import { messages as viEvents } from '../../locales/vn/events.po';
import { messages as jpRules } from '../../locales/jp/rules.po';

const missingFromActive = (messages: Record<string, unknown>) =>
  Object.keys(messages).filter((id) => !(id in i18n.messages));

describe('a catalog part stays in its locale once loaded (issue 17)', () => {
  it('when it loaded before the locale was activated (a route loader starts it beside the main catalog)', async () => {
    await loadCatalogPart('events', 'vn');
    await activateLocale('vn');
    expect(missingFromActive(viEvents)).toEqual([]);
  });

  it('when the person switches to another language and back', async () => {
    await activateLocale('th');
    await loadCatalogPart('events', 'th');
    await activateLocale('es');
    await activateLocale('th');
    expect(missingFromActive(thEvents)).toEqual([]);
  });

  it('when the person switches language: the parts the page shows load in the new one before it is active', async () => {
    await activateLocale('kr');
    await loadCatalogPart('rules', 'kr');
    let missingAtSwitch: string[] | undefined;
    const stopListening = i18n.on('change', () => {
      if (i18n.locale === 'jp') missingAtSwitch ??= missingFromActive(jpRules);
    });
    await activateLocale('jp');
    stopListening();
    expect(missingAtSwitch).toEqual([]);
  });
});
