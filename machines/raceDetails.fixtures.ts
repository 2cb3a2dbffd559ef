import { ContestRoundStatus } from '../contract/contest';
import type { AccountStatisticsResponse, RaceStatisticsEntry } from '../contract/race';
import type { RaceAccounts } from './raceDetails.machine';
import { entryCategories } from './testing/leaderboardModel';

const { NOT_STARTED, STARTED, FINISHED } = ContestRoundStatus;
const standings = (...statuses: ContestRoundStatus[]) =>
  statuses.map((status, index) => ({ matchRounds: index + 1, status }));

/** Round 2 runs (the local service's seed). */
export const raceAccountsSample: RaceAccounts = {
  accounts: [
    { accountId: 20100001, login: '8100001' },
    { accountId: 20100002, login: '8100002' },
  ],
  currentRound: 2,
  rounds: standings(FINISHED, STARTED, NOT_STARTED, NOT_STARTED),
  categories: entryCategories,
};

/** Between rounds (issue 12, clock 12 Dec): round 2 is over, the current round 3 starts tomorrow. */
// The current round comes first, so that each sample's path name (the start of its JSON) tells it apart.
export const raceAccountsBetweenRounds: RaceAccounts = {
  currentRound: 3,
  rounds: standings(FINISHED, FINISHED, NOT_STARTED, NOT_STARTED),
  accounts: raceAccountsSample.accounts,
  categories: entryCategories,
};

/** After the last round (issue 12, clock 1 Mar 2027): the service's current round is the last, over. */
export const raceAccountsAfterContest: RaceAccounts = {
  currentRound: 4,
  rounds: standings(FINISHED, FINISHED, FINISHED, FINISHED),
  accounts: raceAccountsSample.accounts,
  categories: entryCategories,
};

const entry = (overrides: Partial<RaceStatisticsEntry>): RaceStatisticsEntry => ({
  id: 1,
  accountId: 20100001,
  fullName: '王小明',
  competitionRounds: 2,
  tradingType: 2,
  ranking: 3,
  strategyDuration: 11,
  totalTradingNum: 22,
  totalVolume: 96.5,
  rateOfReturn: 319.21,
  maxdown: 35.77,
  startEquity: 25000,
  startEquityJpy: 3750000,
  equityJpy: 15720375,
  totalInGoldJpy: 0,
  totalOutGoldJpy: 0,
  prizeMoney: 9240,
  prizeMoneyJpy: 1386000,
  serverType: 'mt5',
  isMinStrategyDuration: false,
  isMinVolume: true,
  isMinTradingNum: false,
  ...overrides,
});

/** Two accounts of one participant as the local service seeds them: rounds 1 and 2, and round 2 only. */
export const raceStatisticsSamples: Record<number, AccountStatisticsResponse> = {
  20100001: {
    fullName: '王小明',
    raceStatisticsList: [
      entry({
        id: 8007,
        competitionRounds: 1,
        ranking: 4,
        strategyDuration: 8,
        totalTradingNum: 72,
        totalVolume: 180,
        rateOfReturn: 318.54,
        maxdown: 13.84,
        prizeMoney: 3150,
        prizeMoneyJpy: 472500,
        equityJpy: 15695250,
        isMinStrategyDuration: false,
        isMinTradingNum: true,
      }),
      entry({ id: 10007 }),
      entry({
        id: 12007,
        competitionRounds: 3,
        ranking: 1,
        strategyDuration: 0,
        totalTradingNum: 0,
        totalVolume: 0,
        rateOfReturn: 0,
        maxdown: 0,
        prizeMoney: 0,
        prizeMoneyJpy: 0,
      }),
    ],
  },
  20100002: {
    fullName: '王小明',
    raceStatisticsList: [
      entry({
        id: 10061,
        accountId: 20100002,
        ranking: 57,
        strategyDuration: 6,
        totalTradingNum: 327,
        totalVolume: 21.3,
        rateOfReturn: 298.61,
        maxdown: 7.15,
        startEquity: 15000,
        startEquityJpy: 2250000,
        equityJpy: 8968725,
        prizeMoney: 0,
        prizeMoneyJpy: 0,
        isMinVolume: false,
        isMinTradingNum: true,
      }),
    ],
  },
};

/** The model the raceDetails tests walk: the machine's and the rendered race page's. */
export const raceDetailsModel = {
  input: { uuid: 'user-1' },
  events: [
    { type: 'xstate.done.actor.loadAccounts', output: raceAccountsSample } as never,
    { type: 'xstate.done.actor.loadAccounts', output: raceAccountsBetweenRounds } as never,
    { type: 'xstate.done.actor.loadAccounts', output: raceAccountsAfterContest } as never,
    { type: 'xstate.done.actor.loadAccounts', output: { ...raceAccountsSample, accounts: [] } } as never,
    { type: 'xstate.error.actor.loadAccounts', error: new Error('offline') } as never,
    // The minimums failed with the accounts; Try again asks for them alone.
    {
      type: 'xstate.done.actor.loadAccounts',
      output: { ...raceAccountsSample, categories: null },
    } as never,
    { type: 'xstate.done.actor.loadEntryConditions', output: entryCategories } as never,
    { type: 'xstate.error.actor.loadEntryConditions', error: new Error('offline') } as never,
    { type: 'minimums.retry' as const },
    { type: 'xstate.done.actor.loadStatistics', output: raceStatisticsSamples[20100001] } as never,
    { type: 'xstate.error.actor.loadStatistics', error: new Error('offline') } as never,
    { type: 'account.selected' as const, accountId: 20100002 },
    { type: 'retry.requested' as const },
  ],
};
