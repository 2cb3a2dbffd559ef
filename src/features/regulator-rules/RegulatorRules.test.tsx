import { DirectionProvider } from '@doo/design-system';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogPart } from '../../i18n/catalogParts';
import { activateSourceLocale } from '../../testing/i18n';
import { RegulatorRulesSection } from './RegulatorRulesSection';

// §9: "Regulator tabs: 8, with rule counts 7, 5+1, 4, 4, 7, 12, 4; the accordion has sections of
// 10, 6, 9, 16, 8, 4 rules."
const ruleTabs = [
  { title: 'Overview', rules: 7, notes: 0 },
  { title: 'Eligibility', rules: 5, notes: 1 },
  { title: 'Registration', rules: 4, notes: 0 },
  { title: 'Ranking', rules: 4, notes: 0 },
  { title: 'Requirements', rules: 7, notes: 0 },
  { title: 'Prizes', rules: 12, notes: 0 },
  { title: 'Conduct', rules: 4, notes: 0 },
];
const termsSections = [
  { title: 'General', rules: 10 },
  { title: 'Accounts', rules: 6 },
  { title: 'Trading', rules: 9 },
  { title: 'Calculation', rules: 16 },
  { title: 'Prizes and payment', rules: 8 },
  { title: 'Disputes', rules: 4 },
];

beforeAll(async () => {
  activateSourceLocale();
  // The rules' texts are a catalog part of their own: loaded once, each render then reads them at once.
  await loadCatalogPart('rules', 'en');
});

function renderSection(wrap: (node: ReactNode) => ReactNode = (node) => node) {
  const user = userEvent.setup();
  render(<I18nProvider i18n={i18n}>{wrap(<RegulatorRulesSection />)}</I18nProvider>);
  return { user };
}

const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('RegulatorRulesSection', () => {
  it('is the #regulatorSection landmark, named by its heading', () => {
    renderSection();
    const section = screen.getByRole('region', { name: 'How rankings are calculated' });
    expect(section).toHaveAttribute('id', 'regulatorSection');
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      'How rankings are calculated',
    );
  });

  it('has 8 tabs, the first open, the last holding the full terms', () => {
    renderSection();
    const tabs = within(screen.getByRole('tablist', { name: 'Contest rules' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([...ruleTabs.map((tab) => tab.title), 'Full terms']);
    expect(selectedTab()).toHaveTextContent('Overview');
  });

  it.each(ruleTabs)('$title lists $rules numbered rules and $notes note', async ({ title, rules, notes }) => {
    const { user } = renderSection();
    await user.click(screen.getByRole('tab', { name: title }));
    const panel = screen.getByRole('tabpanel', { name: title });
    const list = within(panel).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(rules);
    expect(within(panel).queryAllByRole('note')).toHaveLength(notes);
  });

  it('puts the note of Eligibility after its rules', async () => {
    const { user } = renderSection();
    await user.click(screen.getByRole('tab', { name: 'Eligibility' }));
    const panel = screen.getByRole('tabpanel', { name: 'Eligibility' });
    const note = within(panel).getByRole('note');
    expect(note).toHaveTextContent(/^Note: We may ask for proof of identity/);
    expect(within(panel).getByRole('list').compareDocumentPosition(note)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('shows the full terms as an accordion of 6 closed sections of 10, 6, 9, 16, 8 and 4 rules', async () => {
    const { user } = renderSection();
    await user.click(screen.getByRole('tab', { name: 'Full terms' }));
    const panel = screen.getByRole('tabpanel', { name: 'Full terms' });
    const triggers = within(panel).getAllByRole('button');
    expect(triggers.map((trigger) => trigger.textContent)).toEqual(
      termsSections.map((section) => section.title),
    );
    expect(within(panel).getAllByRole('heading', { level: 3 })).toHaveLength(termsSections.length);
    expect(within(panel).queryAllByRole('listitem')).toHaveLength(0);

    for (const { title, rules } of termsSections) {
      const trigger = within(panel).getByRole('button', { name: title });
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await user.click(trigger);
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const region = within(panel).getByRole('region', { name: title });
      expect(within(region).getAllByRole('listitem')).toHaveLength(rules);
    }
  });

  it('switches tabs with the keyboard: arrows, Home and End, wrapping at the ends', async () => {
    const { user } = renderSection();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveTextContent('Eligibility');
    expect(selectedTab()).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Eligibility');
    await user.keyboard('{End}');
    expect(selectedTab()).toHaveTextContent('Full terms');
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveTextContent('Overview');
    await user.keyboard('{ArrowLeft}');
    expect(selectedTab()).toHaveTextContent('Full terms');
    await user.keyboard('{Home}');
    expect(selectedTab()).toHaveTextContent('Overview');
  });

  it('opens a terms section from the keyboard', async () => {
    const { user } = renderSection();
    await user.tab();
    await user.keyboard('{End}');
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'General' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Accounts' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Accounts' })).toBeInTheDocument();
  });

  it('mirrors the arrow keys in right to left', async () => {
    const { user } = renderSection((node) => <DirectionProvider dir="rtl">{node}</DirectionProvider>);
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(selectedTab()).toHaveTextContent('Eligibility');
  });

  it('opens on the tab it is given', () => {
    render(
      <I18nProvider i18n={i18n}>
        <RegulatorRulesSection initialTab="prizes" />
      </I18nProvider>,
    );
    expect(selectedTab()).toHaveTextContent('Prizes');
  });
});
