import type { RaceStatisticsEntry } from '../contract/race';
import type { RaceInsightInput, RaceInsightStandings } from './raceInsight.machine';
import { raceStatisticsSamples } from './raceDetails.fixtures';
import { entryCategories, prizeInfoSample, rankingRecord } from './testing/fixtures/leaderboard';

// Plain data for the machine's tests, the section's test and its stories.

/** 8100001 in round 2, moved to rank 7 of the sample ranking (whose returns fall 7.5 points a rank). */
export const seventhEntry: RaceStatisticsEntry = {
  ...raceStatisticsSamples[20100001]!.raceStatisticsList[1]!,
  ranking: 7,
  rateOfReturn: 247.5,
  prizeMoney: 1100,
  serverType: 'mt4',
};

export const raceInsightInput: RaceInsightInput = {
  entry: seventhEntry,
  categories: entryCategories,
  yen: false,
};

/** Ranks 1–11 of round 2 with the prize tables; without rank 5 the distance of rank 7 is unknown. */
export const raceStandingsSamples = {
  full: {
    leaders: Array.from({ length: 11 }, (_, index) => rankingRecord(index + 1)),
    prizeInfo: prizeInfoSample,
  },
  lacksRankFive: {
    leaders: [1, 2, 3, 4].map((ranking) => rankingRecord(ranking)),
    prizeInfo: prizeInfoSample,
  },
  /** The ranking loaded but the prize tables did not. */
  lacksPrizeTables: {
    leaders: Array.from({ length: 11 }, (_, index) => rankingRecord(index + 1)),
    prizeInfo: null,
  },
} satisfies Record<string, RaceInsightStandings>;

/** The model the raceInsight tests walk, the machine's and the rendered section's: the answers, a failure, a retry. */
export const raceInsightModel = {
  input: raceInsightInput,
  events: [
    { type: 'xstate.done.actor.loadStandings', output: raceStandingsSamples.full } as never,
    { type: 'xstate.done.actor.loadStandings', output: raceStandingsSamples.lacksRankFive } as never,
    { type: 'xstate.done.actor.loadStandings', output: raceStandingsSamples.lacksPrizeTables } as never,
    { type: 'xstate.error.actor.loadStandings', error: new Error('offline') } as never,
    { type: 'retry.requested' as const },
  ],
};
