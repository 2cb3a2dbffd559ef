import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { CategoryDetails } from '../contract/contest';
import type { AccountStatisticsResponse } from '../contract/race';
import { prizesById } from './prizeEligibility';
import {
  raceAccountsAfterContest,
  raceAccountsBetweenRounds,
  raceAccountsSample,
  raceDetailsModel,
} from './raceDetails.fixtures';
import { raceDetailsMachine, rowPhase, type RaceAccounts } from './raceDetails.machine';
import { entryCategories } from './testing/leaderboardModel';
import { describeModelPaths } from './testing/modelPaths';
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

describeModelPaths('raceDetails machine', raceDetailsMachine, raceDetailsModel, {
  render: start,
  events: {
    'xstate.done.actor.loadAccounts': async ({ accounts }, event) => {
      accounts.resolve((event as unknown as { output: RaceAccounts }).output);
      await flushPromises();
    },
    'xstate.error.actor.loadAccounts': async ({ accounts }) => {
      accounts.reject();
      await flushPromises();
    },
    'xstate.done.actor.loadStatistics': async ({ statistics }, event) => {
      // An account switch mid-load leaves the superseded call waiting too; its answer is ignored.
      while (statistics.waiting() > 0) {
        statistics.resolve((event as unknown as { output: AccountStatisticsResponse }).output);
      }
      await flushPromises();
    },
    'xstate.error.actor.loadStatistics': async ({ statistics }) => {
      while (statistics.waiting() > 0) statistics.reject();
      await flushPromises();
    },
    'account.selected': ({ actor }, event) => actor.send(event),
    'retry.requested': ({ actor }) => actor.send({ type: 'retry.requested' }),
    'xstate.done.actor.loadEntryConditions': async ({ minimums }, event) => {
      minimums.resolve((event as unknown as { output: CategoryDetails[] }).output);
      await flushPromises();
    },
    'xstate.error.actor.loadEntryConditions': async ({ minimums }) => {
      minimums.reject();
      await flushPromises();
    },
    'minimums.retry': ({ actor }) => actor.send({ type: 'minimums.retry' }),
  },
  states: {
    'participant.minimums.known': ({ actor }) => {
      const { categories, statistics, prizes } = actor.getSnapshot().context;
      expect(categories).toEqual(entryCategories);
      // The prizes are measured against the minimums, once they have come (on a retry too).
      if (statistics) expect(prizes).toEqual(prizesById(statistics.raceStatisticsList, categories));
    },
    'participant.minimums.failed': ({ actor, minimums }) => {
      expect(actor.getSnapshot().context.categories).toBeNull();
      expect(minimums.waiting()).toBe(0);
    },
    'participant.minimums.retrying': ({ minimums }) => expect(minimums.waiting()).toBe(1),
    loadingAccounts: ({ actor, accounts }) => {
      expect(actor.getSnapshot().hasTag('loading')).toBe(true);
      expect(accounts.waiting()).toBe(1);
    },
    accountsFailed: ({ accounts }) => expect(accounts.waiting()).toBe(0),
    nonParticipant: ({ actor }) => expect(actor.getSnapshot().context.accounts).toEqual([]),
    'participant.round.ongoing': ({ actor }) => {
      expect(actor.getSnapshot().hasTag('roundOngoing')).toBe(true);
      expect(actor.getSnapshot().context.currentRound).toBe(2);
    },
    'participant.round.notStarted': ({ actor }) => {
      expect(actor.getSnapshot().hasTag('roundNotStarted')).toBe(true);
      expect(actor.getSnapshot().context.currentRound).toBe(3);
    },
    'participant.round.ended': ({ actor }) => {
      expect(actor.getSnapshot().hasTag('roundEnded')).toBe(true);
      expect(actor.getSnapshot().context.currentRound).toBe(4);
    },
    'participant.statistics.loadingStatistics': ({ actor, statistics }, expected) => {
      expect(statistics.inputs.at(-1)).toEqual({
        uuid: 'user-1',
        accountId: expected.context.selectedAccountId,
      });
      expect(actor.getSnapshot().context.statistics).toBeNull();
    },
    'participant.statistics.shown': ({ actor }) => {
      const { statistics, prizes } = actor.getSnapshot().context;
      expect(statistics).not.toBeNull();
      // Round 2 of the sample: 11 of 15 days and 22 of 30 trades (Master minimums); without the minimums,
      // what is unmet, not by how much.
      const known = actor.getSnapshot().context.categories !== null;
      expect(prizes[10007]).toMatchObject({
        kind: 'depends',
        missing: [
          { requirement: 'duration', short: known ? 4 : null },
          { requirement: 'trades', short: known ? 8 : null },
        ],
      });
    },
    'participant.statistics.statisticsFailed': ({ statistics }) => expect(statistics.waiting()).toBe(0),
  },
  cleanup: ({ actor }) => {
    actor.stop();
  },
});

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
