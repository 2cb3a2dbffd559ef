import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CategoryDetails } from '../../../contract/contest';
import type { SessionUser } from '../../../contract/session';
import type { AccountStatisticsResponse, RankingRecord } from '../../../contract/race';
import { rankingRecordsSample } from '../../../machines/overallRanking.fixtures';
import type { OverallRankingInput } from '../../../machines/overallRanking.machine';
import type { RankHistoryOutput } from '../../../machines/rankHistory.machine';
import { rankHistorySample, rankSnapshots } from '../../../machines/testing/fixtures/rankHistory';
import {
  raceAccountsAfterContest,
  raceAccountsBetweenRounds,
  raceAccountsSample,
  raceStatisticsSamples,
  raceDetailsModel,
} from '../../../machines/raceDetails.fixtures';
import { raceDetailsMachine, type RaceAccounts } from '../../../machines/raceDetails.machine';
import { describeModelPaths } from '../../../machines/testing/modelPaths';
import { flushPromises, promiseStub } from '../../../machines/testing/promiseStub';
import { renderRoutes } from '../../testing/renderRoutes';
import { SessionViewProvider } from '../../app/session/sessionView';
import { RacePage } from './RacePage';
import { ActivityStatus, type AvailableRoundsResponse } from '../../../contract/contest';
import type { SessionView } from '../../app/session/sessionView';
import { raceFirstCalls } from '../../features/race/raceFirstCalls';

beforeAll(() => {
  const proto = Element.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => undefined;
  proto.releasePointerCapture ??= () => undefined;
  proto.scrollIntoView ??= () => undefined;
});

/** The service calls that reached the network: each one is a test relying on a default loader, not a stub. */
const unstubbedCalls: string[] = [];
beforeEach(() => {
  unstubbedCalls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL) => {
      unstubbedCalls.push(String(url));
      throw new TypeError('Failed to fetch');
    }),
  );
});
afterEach(() => {
  // Unmounted first: a failed expectation here would otherwise leave this page under the next test's.
  cleanup();
  vi.unstubAllGlobals();
  expect(unstubbedCalls).toEqual([]);
});

const user = (nationality: string): SessionUser => ({
  uuid: 'user-1',
  nationality,
  switchUser: false,
  userType: 'crm_client',
  blacklist: [],
});

/** `page` at the race page's address, with `session`; the contest page is there to link back to. */
const renderRacePage = (session: SessionView, page: ReactNode) =>
  renderRoutes({
    initialPath: '/doo-trader/my-race',
    routes: (root) => [
      createRoute({
        getParentRoute: () => root,
        path: '/doo-trader/my-race',
        component: () => <SessionViewProvider value={session}>{page}</SessionViewProvider>,
      }),
      createRoute({ getParentRoute: () => root, path: '/doo-trader', component: () => <h1>Contest</h1> }),
    ],
  });

async function renderPage(nationality = '1') {
  const accounts = promiseStub<RaceAccounts, void>();
  const statistics = promiseStub<AccountStatisticsResponse, { uuid: string; accountId: number }>();
  const ranking = promiseStub<RankingRecord[], OverallRankingInput>();
  const minimums = promiseStub<CategoryDetails[], void>();
  const history = promiseStub<RankHistoryOutput, { login: string; round: number }>();
  const view = await renderRacePage(
    { status: 'signedIn', user: user(nationality) },
    <RacePage
      loadAccounts={accounts.logic}
      loadStatistics={statistics.logic}
      loadEntryConditions={minimums.logic}
      loadRanking={ranking.logic}
      loadHistory={history.logic}
      withSelfLoadingSections={false}
    />,
  );
  return { ...view, accounts, statistics, ranking, minimums, history, user: userEvent.setup() };
}
type System = Awaited<ReturnType<typeof renderPage>>;
const settle = () => act(() => flushPromises());
const details = () => screen.getByRole('region', { name: /’s race$/ });
const needs = (what: string) => `Depends on the entry requirements: ${what}`;
// Before the figures load the section has no name to show yet.
const detailsSection = () => screen.getByRole('region', { name: /’s race$|^My race$/ });

const minimumsMissing = 'The entry requirements could not be loaded, so the minimums are not shown.';
/** The Try again of the missing minimums' line, and that of the notice of a failed call. */
const minimumsRetry = () => within(screen.getByText(minimumsMissing).parentElement!).getByRole('button');
const noticeRetry = () =>
  screen
    .getAllByRole('button', { name: 'Try again' })
    .find((button) => !button.parentElement?.textContent?.includes(minimumsMissing))!;

const historyStatuses = () =>
  within(screen.getByRole('table', { name: 'Rounds of the selected account' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

/** What the details and the history show, by the service's current round (the fixtures' three moments). */
const shownByCurrentRound: Record<number, { figures: string[]; statuses: string[] }> = {
  2: { figures: ['#3', '96.5'], statuses: ['Ended', 'Ongoing', 'Yet to start'] },
  3: { figures: ['#1'], statuses: ['Ended', 'Ended', 'Yet to start'] },
  4: {
    figures: ['This account is not entered in the current round.'],
    statuses: ['Ended', 'Ended', 'Ended'],
  },
};

describeModelPaths('RacePage driven by raceDetails', raceDetailsMachine, raceDetailsModel, {
  render: () => renderPage(),
  events: {
    'xstate.done.actor.loadAccounts': async ({ accounts }: System, event) => {
      accounts.resolve((event as unknown as { output: RaceAccounts }).output);
      await settle();
    },
    'xstate.error.actor.loadAccounts': async ({ accounts }: System) => {
      accounts.reject();
      await settle();
    },
    'xstate.done.actor.loadStatistics': async ({ statistics }: System, event) => {
      while (statistics.waiting() > 0) {
        statistics.resolve((event as unknown as { output: AccountStatisticsResponse }).output);
      }
      await settle();
    },
    'xstate.error.actor.loadStatistics': async ({ statistics }: System) => {
      while (statistics.waiting() > 0) statistics.reject();
      await settle();
    },
    'account.selected': async ({ user: person }: System) => {
      await person.selectOptions(screen.getByRole('combobox', { name: 'Trading account' }), '8100002');
    },
    'retry.requested': async ({ user: person }: System) => {
      await person.click(noticeRetry());
    },
    'xstate.done.actor.loadEntryConditions': async ({ minimums }: System, event) => {
      minimums.resolve((event as unknown as { output: CategoryDetails[] }).output);
      await settle();
    },
    'xstate.error.actor.loadEntryConditions': async ({ minimums }: System) => {
      minimums.reject();
      await settle();
    },
    'minimums.retry': async ({ user: person }: System) => {
      await person.click(minimumsRetry());
    },
  },
  states: {
    loadingAccounts: ({ accounts }: System) => {
      expect(accounts.waiting()).toBe(1);
      expect(screen.getByRole('status', { name: 'Loading your race' })).toBeInTheDocument();
    },
    accountsFailed: ({ accounts }: System) => {
      expect(accounts.waiting()).toBe(0);
      expect(screen.getByRole('alert')).toHaveTextContent('Your race could not be loaded.');
    },
    nonParticipant: () => {
      expect(screen.getByText("You didn't participate in this event")).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'See the contest' })).toHaveAttribute('href', '/doo-trader');
    },
    // The fixtures' three moments: round 2 runs, round 3 is yet to start, round 4 has ended.
    'participant.round.ongoing': () => {
      expect(within(detailsSection()).getByText('Round 2, in progress')).toBeVisible();
    },
    'participant.round.notStarted': () => {
      expect(within(detailsSection()).getByText('Round 3, yet to start')).toBeVisible();
      expect(screen.queryByText(/in progress/)).toBeNull();
    },
    'participant.round.ended': () => {
      expect(within(detailsSection()).getByText('Round 4, ended')).toBeVisible();
      expect(screen.queryByText(/in progress/)).toBeNull();
    },
    'participant.statistics.loadingStatistics': ({ statistics }: System, snapshot) => {
      expect(statistics.inputs.at(-1)).toEqual({
        uuid: 'user-1',
        accountId: snapshot.context.selectedAccountId,
      });
      const selected = raceAccountsSample.accounts.find(
        (a) => a.accountId === snapshot.context.selectedAccountId,
      )!;
      expect(screen.getByRole('combobox', { name: 'Trading account' })).toHaveDisplayValue(selected.login);
      expect(screen.getByRole('status', { name: 'Loading the account’s figures' })).toBeInTheDocument();
    },
    'participant.statistics.shown': (_system, snapshot) => {
      expect(details()).toHaveAccessibleName('王小明’s race');
      const figures = within(details());
      const expected = shownByCurrentRound[snapshot.context.currentRound]!;
      for (const text of expected.figures) expect(figures.getByText(text)).toBeInTheDocument();
      const history = screen.getByRole('table', { name: 'Rounds of the selected account' });
      const rows = within(history).getAllByRole('row').slice(1);
      expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
        'Round 1',
        'Round 2',
        'Round 3',
      ]);
      expect(historyStatuses()).toEqual(expected.statuses);
      expect(rows[0]).toHaveTextContent('USD 3,150');
      expect(rows[1]).toHaveTextContent('USD 9,240');
      expect(rows[2]).not.toHaveTextContent('Depends on');
      // Master minimums 15 days, 30 trades, 50 lots: round 1 had 8 days, round 2 has 11 days and 22 trades.
      // Without the minimums the notes still name what is unmet, only not by how much.
      const known = snapshot.context.categories !== null;
      const round2Needs = known
        ? needs('needs 4 more trading days and needs 8 more trades')
        : needs('strategy duration not met yet and number of trades not met yet');
      expect(rows[0]).toHaveTextContent(known ? needs('needs 7 more trading days') : 'Depends on');
      expect(rows[1]).toHaveTextContent(round2Needs);
      // The details show the current round's prize: round 2 is the only one whose figures lack something.
      if (snapshot.context.currentRound === 2) {
        expect(figures.getByText('USD 9,240')).toBeInTheDocument();
        expect(details()).toHaveTextContent(round2Needs);
      } else {
        expect(details()).not.toHaveTextContent('Depends on');
      }
    },
    'participant.minimums.known': () => {
      expect(screen.queryByText(minimumsMissing)).not.toBeInTheDocument();
    },
    // Never minimums shown as if known: the page says they are missing, with Try again.
    'participant.minimums.failed': ({ minimums }: System) => {
      expect(minimums.waiting()).toBe(0);
      expect(screen.getByText(minimumsMissing)).toHaveAttribute('role', 'alert');
      expect(minimumsRetry()).toHaveAccessibleName('Try again');
      expect(minimumsRetry()).not.toHaveAttribute('aria-busy', 'true');
    },
    'participant.minimums.retrying': ({ minimums }: System) => {
      expect(minimums.waiting()).toBe(1);
      expect(minimumsRetry()).toHaveAttribute('aria-busy', 'true');
    },
    'participant.statistics.statisticsFailed': ({ statistics }: System) => {
      expect(statistics.waiting()).toBe(0);
      const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
      expect(alerts).toContainEqual(expect.stringContaining('This account’s figures could not be loaded.'));
    },
  },
  say: {
    'xstate.init': 'Sign in as cn-participant and open /doo-trader/my-race.',
    'account.selected': 'Choose 8100002 in the *Trading account* list.',
    'retry.requested': 'Click *Try again* in the notice that your race could not be loaded.',
    'xstate.done.actor.loadAccounts': (event) => {
      const { output } = event as unknown as { output: RaceAccounts };
      if (output.accounts.length === 0) return 'The service sends the person’s contest accounts: none.';
      const moment =
        output.currentRound === raceAccountsBetweenRounds.currentRound
          ? 'round 2 has ended and round 3 is yet to start'
          : output.currentRound === raceAccountsAfterContest.currentRound
            ? 'the last round, 4, has ended'
            : 'round 2 is under way';
      return `The service sends the person’s contest accounts (8100001 and 8100002) while ${moment}${
        output.categories ? '' : ', but not the entry requirements'
      }.`;
    },
    'minimums.retry': 'Click *Try again* where the entry requirements are missing.',
  },
  cleanup: ({ unmount }: System) => unmount(),
});

async function showParticipant(nationality = '1', accounts: RaceAccounts = raceAccountsSample) {
  const system = await renderPage(nationality);
  system.accounts.resolve(accounts);
  await settle();
  system.statistics.resolve(raceStatisticsSamples[20100001]!);
  await settle();
  return system;
}

describe('RacePage round status (issue 12, defect 2)', () => {
  it('between rounds, the current round reads as yet to start in the heading and the history', async () => {
    await showParticipant('1', raceAccountsBetweenRounds);
    expect(within(details()).getByText('Round 3, yet to start')).toBeInTheDocument();
    expect(screen.queryByText(/in progress/)).toBeNull();
    expect(historyStatuses()).toEqual(['Ended', 'Ended', 'Yet to start']);
  });

  it('after the last round, every round reads as ended', async () => {
    await showParticipant('1', raceAccountsAfterContest);
    expect(within(details()).getByText('Round 4, ended')).toBeInTheDocument();
    expect(screen.queryByText(/in progress/)).toBeNull();
    expect(historyStatuses()).toEqual(['Ended', 'Ended', 'Ended']);
  });
});

describe('RacePage poster between rounds (issue 14.3)', () => {
  it('shares the round just ended, with the rank history’s result, not the round yet to start', async () => {
    const { history, user: person } = await showParticipant('1', raceAccountsBetweenRounds);
    history.resolve(rankHistorySample);
    await settle();
    const historyResult = within(screen.getByTestId('rank-history')).getByText(
      /^(Provisional|Final)$/,
    ).textContent!;
    await person.click(within(details()).getByRole('button', { name: 'Share my result' }));
    const poster = await screen.findByTestId('share-poster');
    expect(poster).toHaveTextContent('Round 2');
    expect(poster).not.toHaveTextContent('Round 3');
    expect(poster).toHaveTextContent(/Ranking#3/);
    expect(poster).not.toHaveTextContent('Current ranking');
    expect(within(poster).getByText(historyResult, { exact: true })).toBeInTheDocument();
  });
});

describe('RacePage', () => {
  it('links to the rules section on the same page', async () => {
    await renderPage();
    expect(screen.getByRole('link', { name: 'How rankings are calculated' })).toHaveAttribute(
      'href',
      '#regulatorSection',
    );
    expect(document.getElementById('regulatorSection')).not.toBeNull();
  });

  it('shows the selected account’s rank history in the latest round that has begun', async () => {
    const { history, user: person } = await showParticipant();
    expect(history.inputs).toEqual([{ login: '8100001', round: 2 }]);
    history.resolve(rankHistorySample);
    await settle();
    const section = screen.getByTestId('rank-history');
    expect(within(section).getByRole('heading', { name: 'Your rank in round 2' })).toBeInTheDocument();
    await person.click(within(section).getByRole('button', { name: 'Show as a table' }));
    const rows = within(section).getByRole('table', { name: 'Your rank at each ranking update' });
    expect(within(rows).getAllByRole('row')).toHaveLength(rankSnapshots.length + 1);
  });

  it('shows Japanese users rounds shifted down by one, round 1 hidden, and yen equity', async () => {
    await showParticipant('JPN');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Round 1', 'Round 2']);
    expect(rows[0]).toHaveTextContent('¥15,720,375');
    expect(screen.getByText('Round 1, in progress')).toBeInTheDocument();
  });

  it('opens one ranking row at a time and marks the participant’s own', async () => {
    const { ranking, user: person } = await showParticipant();
    expect(ranking.inputs).toEqual([{ round: 2, tradingType: 2 }]);
    ranking.resolve(rankingRecordsSample);
    await settle();
    const rows = screen.getAllByRole('button', { name: /^#\d/ });
    expect(rows).toHaveLength(6);
    expect(rows[2]).toHaveTextContent('You');
    await person.click(rows[0]!);
    expect(rows[0]).toHaveAttribute('aria-expanded', 'true');
    await person.click(rows[1]!);
    expect(rows[0]).toHaveAttribute('aria-expanded', 'false');
    expect(rows[1]).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('$356,008')).toBeInTheDocument();
    await person.click(rows[1]!);
    expect(rows[1]).toHaveAttribute('aria-expanded', 'false');
  });

  it('says in the overall ranking what a prize depends on, and nothing for a met one', async () => {
    const { ranking, user: person } = await showParticipant();
    ranking.resolve(rankingRecordsSample);
    await settle();
    const rows = screen.getAllByRole('button', { name: /^#\d/ });
    await person.click(rows[1]!);
    const second = screen.getByRole('region', { name: /^#2/ });
    expect(second).toHaveTextContent('USD 16,500');
    expect(second).toHaveTextContent(needs('needs 4 more trading days'));
    expect(second).toHaveTextContent('Minimum durationNot met');
    await person.click(rows[0]!);
    const first = screen.getByRole('region', { name: /^#1/ });
    expect(first).toHaveTextContent('USD 44,000');
    expect(first).not.toHaveTextContent('Depends on');
    expect(first).toHaveTextContent('Minimum durationMet');
  });

  it('says nothing of requirements beside an account that meets them all', async () => {
    const system = await renderPage();
    system.accounts.resolve(raceAccountsSample);
    await settle();
    const entries = raceStatisticsSamples[20100001]!.raceStatisticsList.map((entry) => ({
      ...entry,
      isMinStrategyDuration: true,
      isMinTradingNum: true,
    }));
    system.statistics.resolve({ fullName: '王小明', raceStatisticsList: entries });
    await settle();
    expect(within(details()).getByText('USD 9,240')).toBeInTheDocument();
    expect(screen.queryByText(/Depends on/)).toBeNull();
  });

  it('isolates each name in the overall ranking, so a masked name does not mirror right to left', async () => {
    const { ranking } = await showParticipant();
    ranking.resolve(rankingRecordsSample);
    await settle();
    for (const row of screen.getAllByRole('button', { name: /^#\d/ })) {
      expect(row.querySelector('bdi')?.textContent).toMatch(/\*\*\*?$/);
    }
  });

  it('shows a Japanese participant prizes in yen: details, history and overall ranking (§1)', async () => {
    const { ranking, user: person } = await showParticipant('JPN');
    expect(within(details()).getByText('¥1,386,000')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).queryByText(/USD/)).toBeNull();
    ranking.resolve(rankingRecordsSample);
    await settle();
    await person.click(screen.getAllByRole('button', { name: /^#\d/ })[1]!);
    expect(screen.getByRole('region', { name: /^#2/ })).toHaveTextContent('¥2,475,000');
  });

  it('renders names from the service as text', async () => {
    const { ranking } = await showParticipant();
    ranking.resolve(rankingRecordsSample);
    await settle();
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('RacePage countdown', () => {
  const day = 86_400_000;
  /** Round 2 runs from yesterday to the day after tomorrow, as the page came with it. */
  const carriedRounds = (): AvailableRoundsResponse => {
    const round = (matchRounds: number, activityStatus: ActivityStatus, start: number) => ({
      matchRounds,
      activityStatus,
      matchStartTime: start,
      matchEndTime: start + 3 * day,
    });
    return {
      rounds: [],
      roundDetails: {
        currentRound: round(2, ActivityStatus.ONGOING, Date.now() - day),
        nextRound: round(3, ActivityStatus.NOT_STARTED, Date.now() + 2 * day),
        totalRounds: 4,
      },
      finalizedRounds: [],
    };
  };
  const renderWithSession = (session: SessionView) => renderRacePage(session, <RacePage />);

  it('draws the rounds the page came with above the race while the session loads, and asks the service nothing', async () => {
    vi.spyOn(raceFirstCalls.availableRounds, 'inHand').mockReturnValue(carriedRounds());
    await renderWithSession({ status: 'loading', user: null });
    const countdown = screen.getByRole('region', { name: 'Contest countdown' });
    expect(within(countdown).getByRole('timer')).toBeVisible();
    expect(within(countdown).getByRole('heading', { name: 'Round 2 ends in' })).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading the round countdown' })).not.toBeInTheDocument();
    const race = screen.getByRole('status', { name: 'Loading your race' });
    expect(countdown.compareDocumentPosition(race) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await settle();
    expect(unstubbedCalls).toEqual([]);
  });

  it('shows no countdown to a visitor who is signed out', async () => {
    vi.spyOn(raceFirstCalls.availableRounds, 'inHand').mockReturnValue(carriedRounds());
    await renderWithSession({ status: 'signedOut', user: null });
    expect(screen.getByText('Please log in to see your race.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Contest countdown' })).not.toBeInTheDocument();
  });
});
