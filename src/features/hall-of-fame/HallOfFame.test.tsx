import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HallOfFameEntry } from '../../../contract';
import { activateSourceLocale } from '../../testing/i18n';
import { renderWithSession } from '../../testing/renderWithSession';
import { hallOfFameMachine, HallOfFameSection } from './HallOfFameSection';
import { describeSectionPaths } from '../../testing/sectionPaths';
import { stubLayoutObservers, unstubLayoutObservers } from '../../testing/stubLayoutObservers';
import { loadCatalogPart } from '../../i18n/catalogParts';

// The section's texts load with it, from a catalog part of their own.
beforeAll(() => loadCatalogPart('landing', 'en'), 30_000);

beforeEach(stubLayoutObservers);
afterEach(unstubLayoutObservers);

const entry = (rank: string, name: string): HallOfFameEntry => ({
  rank,
  name,
  round: 4,
  roundTranslate: 'season4',
  profitRate: 188.15,
  profitAmount: 37630,
  profitAmountJpy: 5644500,
  kr: `https://example.com/kr/${rank}`,
  sc: `https://example.com/sc/${rank}`,
  tc: `https://example.com/tc/${rank}`,
});

const renderHall = (loadEntries: () => Promise<HallOfFameEntry[] | false>) => {
  activateSourceLocale();
  return render(
    <I18nProvider i18n={i18n}>
      <HallOfFameSection loadEntries={loadEntries} />
    </I18nProvider>,
  );
};

describe('HallOfFameSection', () => {
  it('shows each winner with figures and a link to the story, the name as text', async () => {
    renderHall(async () => [entry('rank7', '<b>Ahmed</b> Al-Farsi'), entry('S2', '김도윤')]);
    const card = await screen.findByRole('article', { name: '<b>Ahmed</b> Al-Farsi' });
    expect(card).toHaveTextContent('Season 4 · No. 7');
    expect(card).toHaveTextContent('188.15%');
    expect(card).toHaveTextContent('$37,630.00');
    expect(card.querySelector('b')).toBeNull();
    expect(
      within(card).getByRole('link', { name: 'Read the story of <b>Ahmed</b> Al-Farsi' }),
    ).toHaveAttribute('href', 'https://example.com/sc/rank7');
  });

  it('shows a Japanese visitor the profit in yen (§1)', async () => {
    renderWithSession(
      <HallOfFameSection
        loadEntries={async () => [{ ...entry('S1', '佐藤健'), profitAmountJpy: 5644500 }]}
      />,
      {
        status: 'signedIn',
        user: { uuid: 'u', nationality: 'JP', switchUser: false, userType: 'crm_client', blacklist: [] },
      },
    );
    expect(await screen.findByRole('article', { name: '佐藤健' })).toHaveTextContent('¥5,644,500.00');
  });

  it('plays by itself only with more than 3 cards', async () => {
    renderHall(async () => ['S1', 'S2', 'S3', 'S4'].map((rank) => entry(rank, rank)));
    await screen.findByRole('region', { name: 'Past winners' });
    expect(screen.getByRole('button', { name: 'Pause the slides' })).toBeInTheDocument();
  });

  it('stays still with 3 cards', async () => {
    renderHall(async () => ['S1', 'S2', 'S3'].map((rank) => entry(rank, rank)));
    await screen.findByRole('region', { name: 'Past winners' });
    expect(screen.queryByRole('button', { name: 'Pause the slides' })).not.toBeInTheDocument();
  });

  it('says the first winners are still to come when the list is empty', async () => {
    renderHall(async () => []);
    expect(
      await screen.findByText('The first winners will appear here once a round has been finalized.'),
    ).toBeInTheDocument();
  });

  it('shows a placeholder while loading', () => {
    renderHall(() => new Promise(() => undefined));
    expect(screen.getByRole('status', { name: 'Loading the hall of fame' })).toBeInTheDocument();
  });
});

describeSectionPaths('HallOfFameSection driven by sectionData', hallOfFameMachine, {
  samples: { ready: [entry('S1', 'Liam Tan')], empty: [] },
  render: (load) => <HallOfFameSection loadEntries={load} />,
  states: {
    loading: () => {
      expect(screen.getByRole('status', { name: 'Loading the hall of fame' })).toBeInTheDocument();
    },
    ready: async () => {
      expect(await screen.findByRole('article', { name: 'Liam Tan' })).toBeInTheDocument();
    },
    empty: () => {
      expect(
        screen.getByText('The first winners will appear here once a round has been finalized.'),
      ).toBeInTheDocument();
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('The hall of fame could not be loaded.');
      // A failure is never shown as "no winners yet".
      expect(screen.queryByText(/first winners will appear here/)).not.toBeInTheDocument();
    },
  },
});
