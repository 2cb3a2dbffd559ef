import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { CategoryDetails } from '../contract/contest';
import type { AccountStatisticsResponse } from '../contract/race';
import {
  raceAccountsAfterContest,
  raceAccountsBetweenRounds,
  raceAccountsSample,
} from './raceDetails.fixtures';
import { raceDetailsMachine, rowPhase, type RaceAccounts } from './raceDetails.machine';
import { flushPromises, promiseStub } from './testing/promiseStub';

function start() {
  const accounts = promiseStub<RaceAccounts, void>();
  const statistics = promiseStub<AccountStatisticsResponse, { uuid: string; accountId: number }>();
  const minimums = promiseStub<CategoryDetails[], void>();
  const actor = createActor(
    raceDetailsMachine.provide({
      actors: {
        loadAccounts: accounts.logic,
        loadStatistics: statistics.logic,
        loadEntryConditions: minimums.logic,
      },
    }),
    { input: { uuid: 'user-1' } },
  ).start();
  return { actor, accounts, statistics, minimums };
}

describe('raceDetails', () => {
  it.each([
    ['round 2 runs', raceAccountsSample, ['ended', 'ongoing', 'notStarted', 'notStarted']],
    ['between rounds 2 and 3', raceAccountsBetweenRounds, ['ended', 'ended', 'notStarted', 'notStarted']],
    ['after the last round', raceAccountsAfterContest, ['ended', 'ended', 'ended', 'ended']],
  ] as const)('§4 row status %s follows each round’s phase', (_case, accounts, phases) => {
    expect([1, 2, 3, 4].map((round) => rowPhase(accounts, round))).toEqual(phases);
  });

  it('falls back to the spec’s comparison with the current round for a round missing from the list', () => {
    const context = { currentRound: 2, rounds: [] };
    expect([1, 2, 3].map((round) => rowPhase(context, round))).toEqual(['ended', 'ongoing', 'notStarted']);
  });

  it('ignores choosing the account already shown, or one that is not the participant’s', async () => {
    const { actor, accounts, statistics } = start();
    accounts.resolve(raceAccountsSample);
    await flushPromises();
    actor.send({ type: 'account.selected', accountId: 20100001 });
    actor.send({ type: 'account.selected', accountId: 99 });
    expect(statistics.inputs).toHaveLength(1);
  });
});
