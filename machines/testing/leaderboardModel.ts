import { instant } from '../../contract';
import { TradingType, type CategoryDetails } from '../../contract/contest';
import type { RaceRankingResponse, RankingRecord } from '../../contract/race';
import { leaderboardMachine, type LeaderboardRounds } from '../leaderboard.machine';
import { delayedEventTypes } from './modelPaths';

/** The categories' minimums (`entryCondition`) as the local service seeds them. */
export const entryCategories: CategoryDetails[] = [
  { id: 1, registerGross: 500, maxAccountNum: 3, minVolume: 10, minTradingNum: 20, minStrategyDuration: 10 },
  {
    id: 2,
    registerGross: 10_000,
    maxAccountNum: 2,
    minVolume: 50,
    minTradingNum: 30,
    minStrategyDuration: 15,
  },
];

/**
 * A ranking record with plausible figures; `ranking` decides the rest. Against the Master minimums,
 * rank 5 lacks 4 trading days, every third rank 12.5 lots and every fourth rank 8 trades.
 */
export function rankingRecord(ranking: number, overrides: Partial<RankingRecord> = {}): RankingRecord {
  const durationMet = ranking !== 5;
  const volumeMet = ranking % 3 !== 0;
  const tradesMet = ranking % 4 !== 0;
  const names = ['王小明', 'Lee Min-ho', 'Alice', 'Tanaka Hiroshi', '陳大文', 'Budi Santoso'];
  const equity = 50_000 - ranking * 1_000;
  return {
    id: 1_000 + ranking,
    ranking,
    tradingType: TradingType.MASTER,
    clientNationality: '1',
    fullName: names[ranking % names.length]!,
    accountId: 20_100_000 + ranking,
    maskAccountId: `${String(20_100_000 + ranking).slice(0, 3)}******`,
    serverType: ranking % 2 ? 'mt5' : 'mt4',
    equity,
    equityJpy: equity * 150,
    rateOfReturn: 300 - ranking * 7.5,
    prizeMoney: ranking <= 10 ? 4_000 / ranking : 0,
    prizeMoneyJpy: ranking <= 10 ? (4_000 / ranking) * 150 : 0,
    startEquity: 12_000,
    startEquityJpy: 1_800_000,
    totalInGold: 1_000,
    totalInGoldJpy: 150_000,
    totalOutGold: 500,
    totalOutGoldJpy: 75_000,
    maxdown: 12.5,
    isMinStrategyDuration: durationMet,
    isMinVolume: volumeMet,
    isMinTradingNum: tradesMet,
    strategyDuration: durationMet ? 21 : 11,
    totalTradingNum: tradesMet ? 48 : 22,
    totalVolume: volumeMet ? 120.5 : 37.5,
    ...overrides,
  };
}

export const leaderboardRounds: LeaderboardRounds = {
  rounds: [1, 2],
  finalizedRounds: [1],
  defaultRound: 2,
  lastUpdated: { lastUpdatedTime: instant('2026-11-01T08:00:00.000Z'), timeZone: 'UTC+0' },
  categories: entryCategories,
};

/** Answers of the ranking call: nothing, one short page, the first page of 25 standings. */
export const rankingAnswers = {
  // `total` first: the generated paths are named after the first 60 characters of each answer.
  none: { total: 0, records: [] },
  few: { total: 3, records: [1, 2, 3].map((n) => rankingRecord(n)) },
  many: { total: 25, records: Array.from({ length: 10 }, (_, i) => rankingRecord(i + 1)) },
} satisfies Record<string, RaceRankingResponse>;

export const [searchDebounce] = delayedEventTypes(leaderboardMachine);

const done = (output: RaceRankingResponse) => ({ type: 'xstate.done.actor.loadRanking' as const, output });

/**
 * Sample events, offered only where a person or an actor could send them, so that the graph stays
 * small: answers while loading, choices once a result shows.
 */
export const leaderboardModelEvents = (snapshot: {
  matches: (state: never) => boolean;
  context: { searchText: string; accountFilter: string; page: number };
}) => {
  const inState = (state: object | string) => snapshot.matches(state as never);
  if (inState('preparing')) {
    return [
      { type: 'xstate.done.actor.loadRounds', output: leaderboardRounds },
      { type: 'xstate.error.actor.loadRounds', error: new Error('offline') },
    ];
  }
  if (inState('unavailable')) return [{ type: 'retry' }];
  if (inState({ board: { results: 'loading' } })) {
    return [
      done(rankingAnswers.none),
      done(rankingAnswers.few),
      done(rankingAnswers.many),
      { type: 'xstate.error.actor.loadRanking', error: new Error('offline') },
    ];
  }
  if (inState({ board: { results: 'failed' } })) return [{ type: 'retry' }];
  const choices: Array<{ type: string; [key: string]: unknown }> = [
    { type: 'round.selected', value: '1' },
    { type: 'round.selected', value: 'x' },
    { type: 'tab.selected', tradingType: TradingType.CLASSIC },
  ];
  if (!inState({ board: { results: 'finalized' } })) {
    // The field's whole value after typing letters: the digits stay, the letters are dropped.
    choices.push({ type: 'search.changed', value: `${snapshot.context.searchText}abc` });
    if (snapshot.context.searchText === '') choices.push({ type: 'search.changed', value: '20100003' });
  }
  if (inState({ board: { search: 'debouncing' } })) choices.push({ type: searchDebounce! });
  if (inState({ board: { results: 'listed' } }) && snapshot.context.page === 1) {
    choices.push({ type: 'page.selected', page: 2 }, { type: 'row.toggled', id: 1_001 });
  }
  return choices;
};

/** Bounds the graph: one choice of each kind is enough to show each rule. */
export const leaderboardStopWhen = (snapshot: {
  context: { accountFilter: string; page: number; tradingType: number; round: number };
}) =>
  snapshot.context.tradingType === TradingType.CLASSIC ||
  snapshot.context.round === 1 ||
  snapshot.context.page > 1 ||
  snapshot.context.accountFilter !== '';
