import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { TradingType } from '../contract/contest';
import type { RaceRankingRequest, RaceRankingResponse } from '../contract/race';
import {
  leaderboardMachine,
  showsPagination,
  type LeaderboardReferences,
  type LeaderboardRounds,
} from './leaderboard.machine';
import {
  leaderboardModelEvents,
  entryCategories,
  leaderboardRounds,
  leaderboardStopWhen,
  rankingAnswers,
  searchDebounce,
} from './testing/leaderboardModel';
import { describeModelPaths } from './testing/modelPaths';
import { flushPromises, promiseStub } from './testing/promiseStub';

function start() {
  const clock = new SimulatedClock();
  const rounds = promiseStub<LeaderboardRounds>();
  const ranking = promiseStub<RaceRankingResponse, RaceRankingRequest>();
  const references = promiseStub<LeaderboardReferences>();
  const actor = createActor(
    leaderboardMachine.provide({
      actors: { loadRounds: rounds.logic, loadRanking: ranking.logic, loadReferences: references.logic },
    }),
    { input: {}, clock },
  ).start();
  return { actor, clock, rounds, ranking, references };
}
type System = ReturnType<typeof start>;

const settle = async (stub: { resolve: (v: never) => void; reject: () => void }, output?: unknown) => {
  if (output === undefined) stub.reject();
  else stub.resolve(output as never);
  await flushPromises();
};

describeModelPaths(
  'leaderboard machine',
  leaderboardMachine,
  { input: {}, events: leaderboardModelEvents as never, stopWhen: leaderboardStopWhen },
  {
    render: start,
    events: {
      'xstate.done.actor.loadRounds': ({ rounds }, event) =>
        settle(rounds, (event as unknown as { output: unknown }).output),
      'xstate.error.actor.loadRounds': ({ rounds }) => settle(rounds),
      'xstate.done.actor.loadRanking': ({ ranking }, event) =>
        settle(ranking, (event as unknown as { output: unknown }).output),
      'xstate.error.actor.loadRanking': ({ ranking }) => settle(ranking),
      [searchDebounce!]: ({ clock }: System) => clock.increment(1000),
      retry: ({ actor }) => {
        actor.send({ type: 'retry' });
      },
      'round.selected': ({ actor }, event) => {
        actor.send(event);
      },
      'tab.selected': ({ actor }, event) => {
        actor.send(event);
      },
      'search.changed': ({ actor }, event) => {
        actor.send(event);
      },
      'page.selected': ({ actor }, event) => {
        actor.send(event);
      },
      'row.toggled': ({ actor }, event) => {
        actor.send(event);
      },
    },
    states: {
      preparing: ({ rounds }) => expect(rounds.waiting()).toBe(1),
      unavailable: ({ actor }) => expect(actor.getSnapshot().matches('unavailable')).toBe(true),
      board: ({ actor }, expected) => {
        const { context, value } = actor.getSnapshot();
        expect(value).toEqual(expected.value);
        expect(context.searchText).toBe(expected.context.searchText);
        expect(context.accountFilter).toBe(expected.context.accountFilter);
      },
      'board.results.loading': ({ ranking, actor }) => {
        const { context } = actor.getSnapshot();
        expect(ranking.waiting()).toBe(1);
        expect(ranking.inputs.at(-1)).toEqual({
          tradingType: context.tradingType,
          competitionRounds: context.round,
          page: context.page,
          pagesize: 10,
          ...(context.accountFilter ? { accountId: Number(context.accountFilter) } : {}),
        });
      },
      'board.results.finalized': ({ ranking }) => expect(ranking.waiting()).toBe(0),
    },
    cleanup: ({ actor }) => {
      actor.stop();
    },
  },
);

describe('leaderboard rules (§2, §5)', () => {
  it('starts on the Master tab and the default round', async () => {
    const { actor, rounds, ranking } = start();
    await settle(rounds, leaderboardRounds);
    expect(ranking.inputs[0]).toEqual({
      tradingType: TradingType.MASTER,
      competitionRounds: 2,
      page: 1,
      pagesize: 10,
    });
    actor.stop();
  });

  it('shows page buttons past 10 standings, never for a finalized round', () => {
    expect(showsPagination({ total: 10, round: 2, finalizedRounds: [1] })).toBe(false);
    expect(showsPagination({ total: 11, round: 2, finalizedRounds: [1] })).toBe(true);
    expect(showsPagination({ total: 11, round: 1, finalizedRounds: [1] })).toBe(false);
  });

  it('filters after 1 s of quiet, ignores letters, and treats an empty search as no filter', async () => {
    const { actor, clock, rounds, ranking } = start();
    await settle(rounds, leaderboardRounds);
    await settle(ranking, rankingAnswers.many);
    actor.send({ type: 'search.changed', value: '201' });
    clock.increment(600);
    actor.send({ type: 'search.changed', value: '201x' });
    actor.send({ type: 'search.changed', value: '2010' });
    clock.increment(999);
    expect(ranking.waiting()).toBe(0);
    clock.increment(1);
    expect(ranking.inputs.at(-1)).toMatchObject({ accountId: 2010, page: 1 });
    await settle(ranking, rankingAnswers.few);
    actor.send({ type: 'search.changed', value: '' });
    clock.increment(1000);
    expect(ranking.inputs.at(-1)).not.toHaveProperty('accountId');
    actor.stop();
  });

  it('keeps the digits of a pasted number and names what it removed (issue 15, 7)', async () => {
    const { actor, clock, rounds, ranking } = start();
    await settle(rounds, leaderboardRounds);
    await settle(ranking, rankingAnswers.many);
    actor.send({ type: 'search.changed', value: ' 2010-0003 ' });
    expect(actor.getSnapshot().context).toMatchObject({
      searchText: '20100003',
      searchRemoved: [' ', '-'],
      searchCut: false,
    });
    clock.increment(1000);
    expect(ranking.inputs.at(-1)).toMatchObject({ accountId: 20100003 });
    actor.send({ type: 'search.changed', value: '201000031' });
    expect(actor.getSnapshot().context).toMatchObject({ searchRemoved: [], searchCut: false });
    actor.stop();
  });

  it('never searches for more digits than an account number can have (issue 15, 7)', async () => {
    const { actor, clock, rounds, ranking } = start();
    await settle(rounds, leaderboardRounds);
    await settle(ranking, rankingAnswers.many);
    actor.send({ type: 'search.changed', value: '12345678901234567' });
    expect(actor.getSnapshot().context).toMatchObject({ searchText: '123456789012345', searchCut: true });
    clock.increment(1000);
    const accountId = ranking.inputs.at(-1)!.accountId!;
    expect(accountId).toBe(123456789012345);
    expect(Number.isSafeInteger(accountId)).toBe(true);
    await settle(ranking, rankingAnswers.few);
    expect(actor.getSnapshot().matches({ board: { results: 'listed' } })).toBe(true);
    actor.stop();
  });
});

describe('leaderboard references (issue 15: a fallback says so and recovers in place)', () => {
  const missing = { board: { references: 'missing' } } as const;

  it('says the minimums and prize tables are missing, and Try again loads them and re-decides the rows', async () => {
    const { actor, rounds, ranking, references } = start();
    await settle(rounds, { ...leaderboardRounds, categories: null, prizeInfo: null });
    await settle(ranking, rankingAnswers.few);
    expect(actor.getSnapshot().matches(missing)).toBe(true);
    const unknownMinimums = actor.getSnapshot().context.checklists;

    actor.send({ type: 'references.retry' });
    expect(actor.getSnapshot().hasTag('referencesReloading')).toBe(true);
    await settle(references);
    expect(actor.getSnapshot().matches(missing)).toBe(true);

    actor.send({ type: 'references.retry' });
    await settle(references, { categories: entryCategories, prizeInfo: leaderboardRounds.prizeInfo });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches({ board: { references: 'complete' } })).toBe(true);
    expect(context.categories).toEqual(entryCategories);
    expect(context.checklists).not.toEqual(unknownMinimums);
    expect(actor.getSnapshot().matches({ board: { results: 'listed' } })).toBe(true);
  });

  it.each([
    ['the minimums', { categories: null }],
    ['the prize tables', { prizeInfo: null }],
  ])('counts %s alone as missing', async (_what, lacking) => {
    const { actor, rounds } = start();
    await settle(rounds, { ...leaderboardRounds, ...lacking });
    expect(actor.getSnapshot().matches(missing)).toBe(true);
  });
});
