import { describe, expect, it } from 'vitest';
import type { RoundPhase } from './roundPhases';
import { createActor, fromPromise } from 'xstate';
import { latestBegunRound, rankHistoryMachine, type RankHistoryOutput } from './rankHistory.machine';
import { describeModelPaths } from './testing/modelPaths';
import {
  afterFinalization,
  duringRound,
  historyRound,
  rankSnapshots,
  rankHistoryModelEvents,
} from './testing/fixtures/rankHistory';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

for (const [clock, now] of [
  ['during the round', duringRound],
  ['after finalization', afterFinalization],
] as const) {
  describeModelPaths(
    `rankHistory machine, ${clock}`,
    rankHistoryMachine,
    {
      input: { now: () => now },
      events: [...rankHistoryModelEvents],
      simplePaths: true,
    },
    {
      render: () => {
        const pending: Array<ReturnType<typeof deferred<RankHistoryOutput>>> = [];
        const actor = createActor(
          rankHistoryMachine.provide({
            actors: {
              loadHistory: fromPromise(() => {
                const next = deferred<RankHistoryOutput>();
                pending.push(next);
                return next.promise;
              }),
            },
          }),
          { input: { now: () => now } },
        ).start();
        return { actor, pending };
      },
      events: {
        'xstate.done.actor.loadHistory': async ({ pending }, event) => {
          pending.at(-1)!.resolve((event as unknown as { output: RankHistoryOutput }).output);
          await flush();
        },
        'xstate.error.actor.loadHistory': async ({ pending }) => {
          pending.at(-1)!.reject(new Error('boom'));
          await flush();
        },
        retry: ({ actor }) => actor.send({ type: 'retry' }),
        'history.requested': ({ actor }, event) => actor.send(event),
      },
      states: {
        idle: ({ actor }) => expect(actor.getSnapshot().context.login).toBe(''),
        loading: ({ actor }) => expect(actor.getSnapshot().hasTag('loading')).toBe(true),
        'listed.deciding': () => {
          throw new Error('deciding is momentary and never rests');
        },
        'listed.provisional': ({ actor }) => {
          expect(now).toBe(duringRound);
          expect(actor.getSnapshot().context.snapshots).toEqual(rankSnapshots);
        },
        'listed.final': ({ actor }) => {
          expect(now).toBe(afterFinalization);
          expect(actor.getSnapshot().context.roundTimes).toEqual(historyRound);
        },
        empty: ({ actor }) => expect(actor.getSnapshot().context.snapshots).toEqual([]),
        failed: ({ actor }) => expect(actor.getSnapshot().can({ type: 'retry' })).toBe(true),
      },
      cleanup: ({ actor }) => {
        actor.stop();
      },
    },
  );
}

describe('latestBegunRound', () => {
  const phases: Record<number, RoundPhase> = { 1: 'ended', 2: 'ended', 3: 'notStarted' };
  it('is the latest entered round that has begun', () => {
    expect(latestBegunRound([1, 2, 3], (round) => phases[round]!)).toBe(2);
    expect(latestBegunRound([1], (round) => phases[round]!)).toBe(1);
    expect(latestBegunRound([3], (round) => phases[round]!)).toBeNull();
    expect(latestBegunRound([], () => 'ongoing')).toBeNull();
  });
});
