import { TradingType } from '../../contract/contest';
import type { RaceRankingResponse } from '../../contract/race';
import { leaderboardMachine } from '../leaderboard.machine';
import {
  entryCategories,
  leaderboardRounds,
  prizeInfoSample,
  rankingAnswers,
  rankingRecord,
} from './fixtures/leaderboard';
import { delayedEventTypes } from './modelPaths';

export { entryCategories, leaderboardRounds, rankingAnswers, rankingRecord };

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
