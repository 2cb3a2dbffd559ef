import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { userEvent, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { CategoryDetails } from '../../../contract/contest';
import type { AccountStatisticsResponse, RankingRecord } from '../../../contract/race';
import type { SessionUser } from '../../../contract/session';
import type { OverallRankingInput } from '../../../machines/overallRanking.machine';
import type { RaceAccounts } from '../../../machines/raceDetails.machine';
import { rankingRecordsSample } from '../../../machines/overallRanking.fixtures';
import { entryCategories } from '../../../machines/testing/fixtures/leaderboard';
import { rankHistorySample } from '../../../machines/testing/fixtures/rankHistory';
import type { RankHistoryOutput } from '../../../machines/rankHistory.machine';
import {
  raceAccountsAfterContest,
  raceAccountsBetweenRounds,
  raceAccountsSample,
  raceStatisticsSamples,
} from '../../../machines/raceDetails.fixtures';
import { MemoryRouterFrame } from '../../testing/withMemoryRouter';
import { SessionViewProvider, type SessionView } from '../../app/session/sessionView';
import { MyRaceLink } from '../../features/contest-landing/MyRaceLink';
import { OverallRanking } from '../../features/race/OverallRanking';
import { RacePage } from './RacePage';

const user = (nationality: string): SessionUser => ({
  uuid: 'user-1',
  nationality,
  switchUser: false,
  userType: 'crm_client',
  blacklist: [],
});
const signedIn = (nationality = '1'): SessionView => ({ status: 'signedIn', user: user(nationality) });
const never = () => new Promise<never>(() => undefined);

function Frame({ session, children }: { session: SessionView; children: ReactNode }) {
  return (
    <MemoryRouterFrame path="/doo-trader/my-race">
      <SessionViewProvider value={session}>{children}</SessionViewProvider>
    </MemoryRouterFrame>
  );
}

const accountsFrom = (load: () => Promise<RaceAccounts>) => fromPromise<RaceAccounts, void>(load);
const statisticsFrom = (load: (accountId: number) => Promise<AccountStatisticsResponse>) =>
  fromPromise<AccountStatisticsResponse, { uuid: string; accountId: number }>(({ input }) =>
    load(input.accountId),
  );
const rankingFrom = (load: () => Promise<RankingRecord[]>) =>
  fromPromise<RankingRecord[], OverallRankingInput>(load);

const services = {
  loadAccounts: accountsFrom(async () => raceAccountsSample),
  loadStatistics: statisticsFrom(async (accountId) => raceStatisticsSamples[accountId]!),
  loadRanking: rankingFrom(async () => rankingRecordsSample),
  // The same history whichever account and round the page asks for: the fixtures' round 2.
  loadHistory: fromPromise<RankHistoryOutput, { login: string; round: number }>(
    async () => rankHistorySample,
  ),
  withSelfLoadingSections: false,
};

const meta = {
  title: 'Features/Race/Race page',
  component: RacePage,
  args: services,
  parameters: { layout: 'fullscreen' },
  render: (args, { parameters }) => (
    <Frame session={(parameters.session as SessionView | undefined) ?? signedIn()}>
      <RacePage {...args} />
    </Frame>
  ),
} satisfies Meta<typeof RacePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `participant.round.ongoing` + `participant.statistics.shown`: details, history (ended, ongoing, yet to
 * start) and the overall ranking. The account lacks trading days and trades, so its prizes say what they
 * depend on.
 */
export const Participant: Story = {};

/** An account meeting every requirement: its prizes stand as they are. */
export const ParticipantMeetingEveryRequirement: Story = {
  args: {
    loadStatistics: statisticsFrom(async (accountId) => {
      const statistics = raceStatisticsSamples[accountId]!;
      return {
        ...statistics,
        raceStatisticsList: statistics.raceStatisticsList.map((entry) => ({
          ...entry,
          isMinStrategyDuration: true,
          isMinVolume: true,
          isMinTradingNum: true,
        })),
      };
    }),
  },
};

/**
 * `participant.minimums.failed`: the minimums could not be loaded. The page says so, with Try again (which
 * answers them here); unmet requirements are still marked, without how much is missing.
 */
export const ParticipantMinimumsUnknown: Story = {
  args: {
    loadAccounts: accountsFrom(async () => ({ ...raceAccountsSample, categories: null })),
    loadEntryConditions: fromPromise(async () => entryCategories),
  },
};

/** `participant.minimums.retrying`: after Try again, the line stays with its button busy. */
export const ParticipantMinimumsRetrying: Story = {
  args: {
    loadAccounts: accountsFrom(async () => ({ ...raceAccountsSample, categories: null })),
    loadEntryConditions: fromPromise<CategoryDetails[], void>(never),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Try again' }));
  },
};

/** A Japanese participant: rounds shifted down by one, round 1 hidden, yen equity. */
export const JapaneseParticipant: Story = { parameters: { session: signedIn('JPN') } };

/** `loadingAccounts`. */
export const Loading: Story = { args: { loadAccounts: accountsFrom(never) } };

/** `nonParticipant`: the §6 text. */
export const NonParticipant: Story = {
  args: { loadAccounts: accountsFrom(async () => ({ ...raceAccountsSample, accounts: [] })) },
};

/** `participant.round.notStarted`: between rounds, round 3 reads “yet to start”, round 2 “ended”. */
export const BetweenRounds: Story = {
  args: { loadAccounts: accountsFrom(async () => raceAccountsBetweenRounds) },
};

/** `participant.round.ended`: after the last round, every round reads “ended”. */
export const ContestOver: Story = {
  args: { loadAccounts: accountsFrom(async () => raceAccountsAfterContest) },
};

/** `accountsFailed`, with a retry. */
export const AccountsFailed: Story = {
  args: { loadAccounts: accountsFrom(() => Promise.reject(new Error('offline'))) },
};

/** `participant.loadingStatistics`. */
export const LoadingStatistics: Story = { args: { loadStatistics: statisticsFrom(never) } };

/** `participant.statisticsFailed`, with a retry. */
export const StatisticsFailed: Story = {
  args: { loadStatistics: statisticsFrom(() => Promise.reject(new Error('offline'))) },
};

/** While the session is still being read. */
export const SessionLoading: Story = { parameters: { session: { status: 'loading', user: null } } };

/** Every section, with the countdown, banner and failed enrolments loading from the service. */
export const WithServiceSections: Story = { args: { withSelfLoadingSections: true } };

export const OverallRankingEmpty: StoryObj<typeof OverallRanking> = {
  render: () => (
    <OverallRanking
      round={2}
      tradingType={2}
      ownAccountId={1}
      categories={null}
      currency="USD"
      loadRanking={rankingFrom(async () => [])}
    />
  ),
};

export const OverallRankingFailed: StoryObj<typeof OverallRanking> = {
  render: () => (
    <OverallRanking
      round={2}
      tradingType={2}
      ownAccountId={1}
      categories={null}
      currency="USD"
      loadRanking={rankingFrom(() => Promise.reject(new Error('offline')))}
    />
  ),
};

export const OverallRankingLoading: StoryObj<typeof OverallRanking> = {
  render: () => (
    <OverallRanking
      round={2}
      tradingType={2}
      ownAccountId={1}
      categories={null}
      currency="USD"
      loadRanking={rankingFrom(never)}
    />
  ),
};

/** The landing page's link, shown to a signed-in participant only. */
export const LinkForAParticipant: StoryObj<typeof MyRaceLink> = {
  render: () => (
    <Frame session={signedIn()}>
      <MyRaceLink loadAccounts={async () => raceAccountsSample.accounts} />
    </Frame>
  ),
};

/** The check of the visitor's race accounts failed: it says so, with Try again, rather than hiding the link. */
export const LinkCheckFailed: StoryObj<typeof MyRaceLink> = {
  render: () => (
    <Frame session={signedIn()}>
      <MyRaceLink loadAccounts={async () => false} />
    </Frame>
  ),
};
