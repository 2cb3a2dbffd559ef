import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { AccountStatisticsResponse } from '../contract/race';
import { raceAccountsSample, raceStatisticsSamples } from './raceDetails.fixtures';
import { raceDetailsMachine, roundStatus, type RaceAccounts } from './raceDetails.machine';
import { describeModelPaths } from './testing/modelPaths';
import { flushPromises, promiseStub } from './testing/promiseStub';

function start() {
  const accounts = promiseStub<RaceAccounts, void>();
  const statistics = promiseStub<AccountStatisticsResponse, { uuid: string; accountId: number }>();
  const actor = createActor(
    raceDetailsMachine.provide({
      actors: { loadAccounts: accounts.logic, loadStatistics: statistics.logic },
    }),
    { input: { uuid: 'user-1' } },
  ).start();
  return { actor, accounts, statistics };
}

describeModelPaths(
  'raceDetails machine',
  raceDetailsMachine,
  {
    input: { uuid: 'user-1' },
    events: [
      { type: 'xstate.done.actor.loadAccounts', output: raceAccountsSample } as never,
      { type: 'xstate.done.actor.loadAccounts', output: { accounts: [], currentRound: 2 } } as never,
      { type: 'xstate.error.actor.loadAccounts', error: new Error('offline') } as never,
      { type: 'xstate.done.actor.loadStatistics', output: raceStatisticsSamples[20100001] } as never,
      { type: 'xstate.error.actor.loadStatistics', error: new Error('offline') } as never,
      { type: 'account.selected', accountId: 20100002 },
      { type: 'retry.requested' },
    ],
  },
  {
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
    },
    states: {
      loadingAccounts: ({ actor, accounts }) => {
        expect(actor.getSnapshot().hasTag('loading')).toBe(true);
        expect(accounts.waiting()).toBe(1);
      },
      accountsFailed: ({ accounts }) => expect(accounts.waiting()).toBe(0),
      nonParticipant: ({ actor }) => expect(actor.getSnapshot().context.accounts).toEqual([]),
      'participant.loadingStatistics': ({ actor, statistics }, expected) => {
        expect(statistics.inputs.at(-1)).toEqual({
          uuid: 'user-1',
          accountId: expected.context.selectedAccountId,
        });
        expect(actor.getSnapshot().context.statistics).toBeNull();
      },
      'participant.shown': ({ actor }) => {
        const { statistics, prizes } = actor.getSnapshot().context;
        expect(statistics).not.toBeNull();
        // Round 2 of the sample: 11 of 15 days and 22 of 30 trades (Master minimums).
        expect(prizes[10007]).toMatchObject({
          kind: 'depends',
          missing: [
            { requirement: 'duration', short: 4 },
            { requirement: 'trades', short: 8 },
          ],
        });
      },
      'participant.statisticsFailed': ({ statistics }) => expect(statistics.waiting()).toBe(0),
    },
    cleanup: ({ actor }) => {
      actor.stop();
    },
  },
);

describe('raceDetails', () => {
  it.each([
    [2, 2, 'ongoing'],
    [1, 2, 'ended'],
    [3, 2, 'notStarted'],
  ] as const)('round %s while round %s runs is %s', (round, current, status) => {
    expect(roundStatus(round, current)).toBe(status);
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
