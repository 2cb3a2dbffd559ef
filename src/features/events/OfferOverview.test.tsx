import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OfferOverview } from '../../../contract';
import type { OfferSummary } from '../../../machines/offerStanding';
import { SessionViewProvider, signedOutView, type SessionView } from '../../app/session/sessionView';
import type { DisplayCurrency } from '../../i18n/format';
import { activateSourceLocale, switchLocaleInPlace } from '../../testing/i18n';
import { describeSectionPaths } from '../../testing/sectionPaths';
import { offerFixtureNow, offerSummaries } from './offerFixtures';
import { loadOfferSummary, OfferOverviewSection, offerOverviewMachine } from './OfferOverviewSection';
import { OfferOverviewView } from './OfferOverviewView';

const api = vi.hoisted(() => ({
  getOfferOverview: vi.fn<(query: { event: string; lang?: string }) => Promise<OfferOverview | false>>(),
  serviceNow: vi.fn(() => 0),
}));
vi.mock('../../api', () => api);

beforeAll(activateSourceLocale);

const ib: SessionView = {
  status: 'signedIn',
  user: { uuid: 'u', nationality: '81', switchUser: false, userType: 'crm_ib', blacklist: [] },
};

const showSummary = (summary: OfferSummary, { visitor = false, currency = 'USD' as DisplayCurrency } = {}) =>
  render(
    <I18nProvider i18n={i18n}>
      <OfferOverviewView status="ready" summary={summary} visitor={visitor} currency={currency} />
    </I18nProvider>,
  );

const progressCard = () => screen.getByRole('region', { name: 'Your progress' });

describe('the event at a glance (issue 16, item 15)', () => {
  it('tells a visitor the period, the phase, how to qualify and the tiers, and invites them to log in', () => {
    showSummary(offerSummaries.visitor, { visitor: true });
    const period = screen.getByRole('region', { name: 'Event period' });
    expect(period).toHaveTextContent('Under way');
    expect(period).toHaveTextContent('From Oct 16, 2026 to Jan 14, 2027 (UTC)');
    const rules = within(screen.getByRole('region', { name: 'How to qualify' })).getAllByRole('listitem');
    expect(rules[0]).toHaveTextContent(/^A referred client qualifies/);
    const table = screen.getByRole('table', { name: 'Reward tiers' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'TierQualified clientsTier reward',
      'Tier 13USD 300',
      'Tier 210USD 1,200',
      'Tier 325USD 4,000',
    ]);
    expect(progressCard()).toHaveTextContent('Log in to see your progress towards the next reward tier.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a signed-in person their count, the tier reached and what the next one needs', () => {
    showSummary(offerSummaries.running);
    const card = progressCard();
    expect(card).toHaveTextContent('Qualified clients: 7');
    expect(card).toHaveTextContent('Tier 1 reached: USD 300.');
    expect(card).toHaveTextContent('3 more to reach tier 2 (USD 1,200).');
    const bar = within(card).getByRole('progressbar', { name: 'Progress towards tier 2' });
    expect(bar).toHaveAttribute('aria-valuetext', '7 of 10');
    expect(within(screen.getByRole('table')).getByRole('row', { current: true })).toHaveTextContent('Tier 1');
  });

  it('says when no tier is reached yet, and when the top one is', () => {
    const { unmount } = showSummary(offerSummaries.noTierYet);
    expect(progressCard()).toHaveTextContent('No reward tier reached yet.');
    expect(progressCard()).toHaveTextContent('3 more to reach tier 1 (USD 300).');
    unmount();
    showSummary(offerSummaries.topTier);
    expect(progressCard()).toHaveTextContent('You have reached the top tier.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('before the start, says when the count starts; after the end, gives the final count without a bar', () => {
    const { unmount } = showSummary(offerSummaries.upcoming);
    expect(screen.getByRole('region', { name: 'Event period' })).toHaveTextContent('Starts soon');
    expect(progressCard()).toHaveTextContent('The event starts on Oct 16, 2026; your count starts then.');
    unmount();
    showSummary(offerSummaries.ended);
    expect(screen.getByRole('region', { name: 'Event period' })).toHaveTextContent('Ended');
    expect(progressCard()).toHaveTextContent('The event has ended. Your final count:');
    expect(progressCard()).toHaveTextContent('Tier 2 reached: USD 1,200.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the rewards in yen for a Japanese national', () => {
    showSummary(offerSummaries.running, { currency: 'JPY' });
    expect(screen.getByRole('row', { name: /Tier 2/ })).toHaveTextContent('¥180,000');
  });

  it('marks the service’s rules with their language and renders them as text', () => {
    showSummary(offerSummaries.arabicRules);
    const list = within(screen.getByRole('region', { name: 'How to qualify' })).getByRole('list');
    expect(list).toHaveAttribute('lang', 'ar');
    expect(list).toHaveAttribute('dir', 'rtl');
  });

  it('shows no progress card to a signed-in person the event does not count', () => {
    showSummary(offerSummaries.visitor);
    expect(screen.queryByRole('region', { name: 'Your progress' })).not.toBeInTheDocument();
  });
});

describe('loadOfferSummary', () => {
  it('asks for the event in the reader’s language and reads it against the service clock', async () => {
    api.serviceNow.mockReturnValue(offerFixtureNow);
    api.getOfferOverview.mockResolvedValue(offerSummaries.running);
    const summary = await loadOfferSummary({ event: 'iboffer', lang: 'sc' });
    expect(api.getOfferOverview).toHaveBeenCalledWith({ event: 'iboffer', lang: 'sc' });
    expect(summary && summary.phase).toBe('running');
    expect(summary && summary.standing?.toNext).toBe(3);
    api.getOfferOverview.mockResolvedValue(false);
    expect(await loadOfferSummary({ event: 'usdt', lang: 'en' })).toBe(false);
  });
});

describe('OfferOverviewSection', () => {
  it('waits for the session before asking, so a signed-in person’s count is asked for once', async () => {
    const load = vi.fn(async () => offerSummaries.running);
    const frame = (view: SessionView) => (
      <I18nProvider i18n={i18n}>
        <SessionViewProvider value={view}>
          <OfferOverviewSection event="iboffer" loadSummary={load} />
        </SessionViewProvider>
      </I18nProvider>
    );
    const { rerender } = render(frame({ status: 'loading', user: null }));
    expect(screen.getByRole('status', { name: 'Loading the event’s details' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    rerender(frame(ib));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith({ event: 'iboffer', lang: 'en' });
  });
});

describe('OfferOverviewSection after a switch of language (issue 16, item 12)', () => {
  afterEach(activateSourceLocale);

  it('asks for the overview again in the new language and shows its rules, marked with it', async () => {
    const load = vi.fn(async ({ lang }: { lang: string }) =>
      lang === 'ae' ? offerSummaries.arabicRules : offerSummaries.running,
    );
    render(
      <I18nProvider i18n={i18n}>
        <SessionViewProvider value={ib}>
          <OfferOverviewSection event="iboffer" loadSummary={load} />
        </SessionViewProvider>
      </I18nProvider>,
    );
    const englishRule = offerSummaries.running.rules[0]!;
    expect(await screen.findByText(englishRule)).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith({ event: 'iboffer', lang: 'en' });

    await switchLocaleInPlace('ae');
    const arabicRule = await screen.findByText(offerSummaries.arabicRules.rules[0]!);
    expect(arabicRule.closest('[lang]')).toHaveAttribute('lang', 'ar');
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith({ event: 'iboffer', lang: 'ae' });
    expect(screen.queryByText(englishRule)).toBeNull();
  });
});

describeSectionPaths('OfferOverviewSection driven by sectionData', offerOverviewMachine, {
  samples: { ready: offerSummaries.visitor },
  render: (load) => (
    <SessionViewProvider value={signedOutView}>
      <OfferOverviewSection event="iboffer" loadSummary={load} />
    </SessionViewProvider>
  ),
  states: {
    loading: () => {
      expect(screen.getByRole('status', { name: 'Loading the event’s details' })).toBeInTheDocument();
    },
    ready: async () => {
      expect(await screen.findByRole('table', { name: 'Reward tiers' })).toBeInTheDocument();
      expect(progressCard()).toHaveTextContent('Log in to see your progress');
    },
    failed: () => {
      const section = screen.getByRole('region', { name: 'The event at a glance' });
      expect(section).toHaveTextContent('The event’s period, rules and reward tiers could not be loaded.');
      expect(within(section).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    },
  },
});
