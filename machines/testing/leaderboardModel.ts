import { TradingType } from '../../contract/contest';
import type { RaceRankingResponse } from '../../contract/race';
import { leaderboardMachine } from '../leaderboard.machine';
import {
  entryCategories,
  lastUpdatedAnswers,
  leaderboardRounds,
  participantHistories,
  prizeInfoSample,
  rankingAnswers,
  rankingRecord,
} from './fixtures/leaderboard';
import { delayedEventTypes } from './modelPaths';

export {
  entryCategories,
  lastUpdatedAnswers,
  leaderboardRounds,
  participantHistories,
  rankingAnswers,
  rankingRecord,
};

export const [searchDebounce, rankingPoll] = delayedEventTypes(leaderboardMachine);

const lastUpdated = (output: unknown) => ({ type: 'xstate.done.actor.loadLastUpdated' as const, output });

const done = (output: RaceRankingResponse) => ({ type: 'xstate.done.actor.loadRanking' as const, output });

/**
 * Sample events, offered only where a person or an actor could send them, so that the graph stays
 * small: answers while loading, choices once a result shows.
 */
export const leaderboardModelEvents = (snapshot: {
  matches: (state: never) => boolean;
  context: {
    searchText: string;
    accountFilter: string;
    page: number;
    total: number;
    expandedId: number | null;
    searchRemoved: string[];
    standing: object | null;
  };
}) => {
  const inState = (state: object | string) => snapshot.matches(state as never);
  if (inState('preparing')) {
    return [
      { type: 'xstate.done.actor.loadRounds', output: leaderboardRounds },
      { type: 'xstate.error.actor.loadRounds', error: new Error('offline') },
    ];
  }
  if (inState('unavailable')) return [{ type: 'retry' }];
  // The last-updated time answers first, then the ranking: the order does not matter to the board, and this
  // way the states of the opening board are not all visited twice (while the time is read and after).
  if (inState({ board: { freshness: 'reading' } }) || inState({ board: { freshness: 'rereading' } })) {
    return [lastUpdated(lastUpdatedAnswers.opening), lastUpdated(false)];
  }
  if (inState({ board: { freshness: 'unknown' } })) return [{ type: 'lastUpdated.retry' }];
  if (inState({ board: { results: 'loading' } })) {
    return [
      done(rankingAnswers.none),
      done(rankingAnswers.few),
      done(rankingAnswers.many),
      { type: 'xstate.error.actor.loadRanking', error: new Error('offline') },
    ];
  }
  // After an update the board refreshes: each answer once, and once more for someone not in the contest.
  if (inState({ board: { results: 'refreshing' } })) {
    return snapshot.context.standing
      ? [
          done(rankingAnswers.none),
          done(rankingAnswers.many),
          { type: 'xstate.error.actor.loadRanking', error: new Error('offline') },
        ]
      : [done(rankingAnswers.many)];
  }
  // The board as it opens, with its first page of many standings: where the ranking's watch is tried.
  const opening =
    inState({ board: { results: 'listed' } }) &&
    inState({ board: { search: 'idle' } }) &&
    snapshot.context.total > 10 &&
    snapshot.context.searchText === '' &&
    snapshot.context.searchRemoved.length === 0 &&
    snapshot.context.expandedId === null;
  if (inState({ board: { freshness: 'checking' } })) {
    return [
      lastUpdated(lastUpdatedAnswers.opening),
      lastUpdated(lastUpdatedAnswers.later),
      { type: 'xstate.error.actor.loadLastUpdated', error: new Error('offline') },
    ];
  }
  if (inState({ board: { freshness: 'placing' } })) {
    return [
      { type: 'xstate.done.actor.loadStanding', output: participantHistories },
      // Signed in, with no account in the contest.
      { type: 'xstate.done.actor.loadStanding', output: [] },
    ];
  }
  if (inState({ board: { freshness: 'paused' } })) return [{ type: 'page.shown' }];
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
  if (opening) choices.push({ type: rankingPoll! }, { type: 'page.hidden' });
  return choices;
};

/** Bounds the graph: one choice of each kind is enough to show each rule. */
export const leaderboardStopWhen = (snapshot: {
  matches: (state: never) => boolean;
  context: {
    lastUpdated: { lastUpdatedTime: number } | null;
    accountFilter: string;
    page: number;
    tradingType: number;
    round: number;
    announcement: { kind: string } | null;
  };
}) =>
  // Once the ranking was updated and the board refreshed (or failed to), the rules after it are the same.
  (snapshot.context.lastUpdated !== null &&
    snapshot.context.lastUpdated.lastUpdatedTime > lastUpdatedAnswers.opening.lastUpdatedTime &&
    !snapshot.matches({ board: { results: 'refreshing' } } as never) &&
    !snapshot.matches({ board: { freshness: 'placing' } } as never)) ||
  snapshot.context.tradingType === TradingType.CLASSIC ||
  snapshot.context.round === 1 ||
  snapshot.context.page > 1 ||
  snapshot.context.accountFilter !== '';

/**
 * The board whose minimums and prize tables failed with its first load: only the events of that story
 * (Try again, and what the reload answers), so that its graph stays small.
 */
export const leaderboardReferencesModelEvents = (snapshot: { matches: (state: never) => boolean }) => {
  const inState = (state: object | string) => snapshot.matches(state as never);
  if (inState('preparing')) {
    return [
      {
        type: 'xstate.done.actor.loadRounds',
        output: { ...leaderboardRounds, categories: null, prizeInfo: null },
      },
    ];
  }
  if (inState({ board: { freshness: 'reading' } })) return [lastUpdated(lastUpdatedAnswers.opening)];
  if (inState({ board: { results: 'loading' } })) return [done(rankingAnswers.few)];
  if (inState({ board: { references: 'missing' } })) return [{ type: 'references.retry' }];
  if (inState({ board: { references: 'reloading' } })) {
    return [
      {
        type: 'xstate.done.actor.loadReferences',
        output: { categories: entryCategories, prizeInfo: prizeInfoSample },
      },
      { type: 'xstate.error.actor.loadReferences', error: new Error('offline') },
    ];
  }
  return [];
};
