// The rendered paths are in src/routes/-components/RacePage.test.tsx; here, what the machine alone decides.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { CategoryDetails } from '../contract/contest';
import type { AccountStatisticsResponse } from '../contract/race';
import { raceAccountsSample, raceDetailsModel } from './raceDetails.fixtures';
import { raceDetailsMachine, rowPhase, type RaceAccounts } from './raceDetails.machine';
import { generateModelPaths, reachedStates } from './testing/modelPaths';
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

describe('raceDetails machine', () => {
  it('reaches every state from the model events', () => {
    const participant = (round: string, minimums: string, statistics: string) =>
      `participant.round.${round} + participant.minimums.${minimums} + participant.statistics.${statistics}`;
    const statistics = ['loadingStatistics', 'shown', 'statisticsFailed'];
    expect(reachedStates(generateModelPaths(raceDetailsMachine, raceDetailsModel))).toEqual([
      'accountsFailed',
      'loadingAccounts',
      'nonParticipant',
      ...statistics.map((shown) => participant('ended', 'known', shown)),
      ...statistics.map((shown) => participant('notStarted', 'known', shown)),
      ...statistics.map((shown) => participant('ongoing', 'failed', shown)),
      ...statistics.map((shown) => participant('ongoing', 'known', shown)),
      ...statistics.map((shown) => participant('ongoing', 'retrying', shown)),
    ]);
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
