import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { instant, TradingType, type LastUpdatedResponse } from '../contract/contest';
import type { RaceRankingRequest, RaceRankingResponse } from '../contract/race';
import { standingAfterUpdate, type AccountRankHistory } from './boardAnnouncement';
import {
  leaderboardMachine,
  RANKING_POLL_MS,
  showsPagination,
  type LeaderboardReferences,
  type LeaderboardRounds,
} from './leaderboard.machine';
import type { SectionDataOutput } from './sectionData.machine';
import {
  lastUpdatedAnswers,
  leaderboardModelEvents,
  entryCategories,
  leaderboardRounds,
  leaderboardStopWhen,
  participantHistories,
  rankingAnswers,
} from './testing/leaderboardModel';
import { generateModelPaths, reachedStates } from './testing/modelPaths';
import { flushPromises, promiseStub } from './testing/promiseStub';

function start(input: { signedIn?: boolean } = { signedIn: true }) {
  const clock = new SimulatedClock();
  const rounds = promiseStub<LeaderboardRounds>();
  const ranking = promiseStub<RaceRankingResponse, RaceRankingRequest>();
  const lastUpdated = promiseStub<SectionDataOutput<LastUpdatedResponse>>();
  const standing = promiseStub<AccountRankHistory[], { round: number }>();
  const references = promiseStub<LeaderboardReferences>();
  const actor = createActor(
    leaderboardMachine.provide({
      actors: {
        loadRounds: rounds.logic,
        loadRanking: ranking.logic,
        loadLastUpdated: lastUpdated.logic,
        loadStanding: standing.logic,
        loadReferences: references.logic,
      },
    }),
    { input, clock },
  ).start();
  return { actor, clock, rounds, ranking, lastUpdated, standing, references };
}
type System = ReturnType<typeof start>;

const settle = async (stub: { resolve: (v: never) => void; reject: () => void }, output?: unknown) => {
  if (output === undefined) stub.reject();
  else stub.resolve(output as never);
  await flushPromises();
};

// The rendered paths are in src/features/leaderboard/LeaderboardSection.test.tsx; here, what the machine alone
// decides: the states its paths reach, a round the list does not offer, and the rules below.
describe('leaderboard machine', () => {
  it('reaches every state of the board from the sample answers and choices', () => {
    const paths = generateModelPaths(leaderboardMachine, {
      input: { signedIn: true },
      events: leaderboardModelEvents as never,
      stopWhen: leaderboardStopWhen,
    });
    const board = (results: string, search: string, freshness: string) =>
      `board.results.${results} + board.references.complete + board.search.${search} + board.freshness.${freshness}`;
    expect(reachedStates(paths)).toEqual([
      board('empty', 'debouncing', 'watching'),
      board('empty', 'idle', 'watching'),
      board('failed', 'idle', 'watching'),
      board('finalized', 'debouncing', 'watching'),
      board('finalized', 'idle', 'watching'),
      board('listed', 'debouncing', 'watching'),
      board('listed', 'idle', 'checking'),
      board('listed', 'idle', 'paused'),
      board('listed', 'idle', 'placing'),
      board('listed', 'idle', 'watching'),
      board('loading', 'debouncing', 'watching'),
      board('loading', 'idle', 'reading'),
      board('loading', 'idle', 'rereading'),
      board('loading', 'idle', 'unknown'),
      board('loading', 'idle', 'watching'),
      board('refreshing', 'idle', 'watching'),
      board('turningPage', 'debouncing', 'watching'),
      board('turningPage', 'idle', 'watching'),
      'preparing',
      'unavailable',
    ]);
  });

  // The round list offers only numbers: a value it does not hold is the machine's alone to refuse.
  it('ignores a round the list does not offer', async () => {
    const { actor, rounds, ranking } = start();
    await settle(rounds, leaderboardRounds);
    await settle(ranking, rankingAnswers.many);
    const before = actor.getSnapshot();
    actor.send({ type: 'round.selected', value: 'x' });
    expect(actor.getSnapshot().context.round).toBe(before.context.round);
    expect(actor.getSnapshot().value).toEqual(before.value);
    expect(ranking.waiting()).toBe(0);
    actor.stop();
  });
});

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

describe('leaderboard announcements and in-place refresh (issue 16, 11)', () => {
  /** The board as it opens: rounds, its first page of many standings, its last-updated time. */
  async function opened() {
    const system = start();
    await settle(system.rounds, leaderboardRounds);
    await settle(system.ranking, rankingAnswers.many);
    await settle(system.lastUpdated, lastUpdatedAnswers.opening);
    return system;
  }
  const announcementOf = ({ actor }: System) => actor.getSnapshot().context.announcement;

  it('says nothing on the first load: the person did not ask', async () => {
    const system = await opened();
    expect(announcementOf(system)).toBeNull();
    system.actor.stop();
  });

  it('says the result of a page change once it shows, and once only', async () => {
    const system = await opened();
    system.actor.send({ type: 'page.selected', page: 3 });
    expect(announcementOf(system)).toBeNull();
    await settle(system.ranking, { total: 25, records: rankingAnswers.many.records.slice(0, 5) });
    expect(announcementOf(system)).toEqual({
      id: 1,
      kind: 'listed',
      tradingType: TradingType.MASTER,
      round: 2,
      total: 25,
      page: 3,
      pages: 3,
    });
    system.actor.send({ type: 'row.toggled', id: 1_001 });
    expect(announcementOf(system)?.id).toBe(1);
    system.actor.stop();
  });

  it('turns the page with its page buttons kept, and reads the last page chosen while one loads', async () => {
    const system = await opened();
    system.actor.send({ type: 'page.selected', page: 2 });
    expect(system.actor.getSnapshot().matches({ board: { results: 'turningPage' } })).toBe(true);
    system.actor.send({ type: 'page.selected', page: 3 });
    expect(system.actor.getSnapshot().context.page).toBe(3);
    expect(system.ranking.inputs.at(-1)).toMatchObject({ page: 3 });
    // The answer for page 2, come after page 3 was chosen, is not shown as page 3's.
    await settle(system.ranking, { total: 25, records: rankingAnswers.many.records.slice(0, 10) });
    expect(system.actor.getSnapshot().matches({ board: { results: 'turningPage' } })).toBe(true);
    await settle(system.ranking, { total: 25, records: rankingAnswers.many.records.slice(0, 5) });
    expect(system.actor.getSnapshot().matches({ board: { results: 'listed' } })).toBe(true);
    expect(system.actor.getSnapshot().context.records).toHaveLength(5);
    system.actor.stop();
  });

  it('says when a search matches no account, and a tab or round switch says its own result', async () => {
    const system = await opened();
    system.actor.send({ type: 'search.changed', value: '8123' });
    system.clock.increment(1000);
    await settle(system.ranking, rankingAnswers.none);
    expect(announcementOf(system)).toEqual({ id: 1, kind: 'noMatch', accountFilter: '8123' });
    system.actor.send({ type: 'tab.selected', tradingType: TradingType.CLASSIC });
    await settle(system.ranking, rankingAnswers.none);
    expect(announcementOf(system)).toEqual({ id: 2, kind: 'noMatch', accountFilter: '8123' });
    system.actor.send({ type: 'round.selected', value: '1' });
    expect(announcementOf(system)).toMatchObject({ id: 3, kind: 'finalized', round: 1 });
    system.actor.stop();
  });

  it('asks again every poll while the page is seen, and refreshes in place when the ranking was updated', async () => {
    const system = await opened();
    system.actor.send({ type: 'tab.selected', tradingType: TradingType.CLASSIC });
    await settle(system.ranking, rankingAnswers.many);
    system.actor.send({ type: 'page.selected', page: 2 });
    await settle(system.ranking, rankingAnswers.many);
    system.clock.increment(RANKING_POLL_MS - 1);
    expect(system.lastUpdated.waiting()).toBe(0);
    system.clock.increment(1);
    expect(system.lastUpdated.waiting()).toBe(1);
    // The same time: nothing changes, and the next check comes a poll later.
    await settle(system.lastUpdated, lastUpdatedAnswers.opening);
    expect(system.ranking.waiting()).toBe(0);
    system.clock.increment(RANKING_POLL_MS);
    await settle(system.lastUpdated, lastUpdatedAnswers.later);
    await settle(system.standing, participantHistories);
    // The person's tab, round and page stay, and so do the rows shown until the new ones come.
    const refreshing = system.actor.getSnapshot();
    expect(refreshing.matches({ board: { results: 'refreshing' } })).toBe(true);
    expect(refreshing.context.records).toHaveLength(10);
    expect(system.ranking.inputs.at(-1)).toEqual({
      tradingType: TradingType.CLASSIC,
      competitionRounds: 2,
      page: 2,
      pagesize: 10,
    });
    await settle(system.ranking, rankingAnswers.many);
    expect(announcementOf(system)).toEqual({
      id: 3,
      kind: 'updated',
      lastUpdatedTime: lastUpdatedAnswers.later.lastUpdatedTime,
      // The fixture's Classic account is 1st, with no update before.
      standing: { rank: 1, gained: null },
    });
    system.actor.stop();
  });

  it('says only the update time to someone signed out, without reading any standing', async () => {
    const system = start({});
    await settle(system.rounds, leaderboardRounds);
    await settle(system.ranking, rankingAnswers.many);
    await settle(system.lastUpdated, lastUpdatedAnswers.opening);
    system.clock.increment(RANKING_POLL_MS);
    await settle(system.lastUpdated, lastUpdatedAnswers.later);
    expect(system.standing.waiting()).toBe(0);
    await settle(system.ranking, rankingAnswers.many);
    expect(announcementOf(system)).toMatchObject({ kind: 'updated', standing: null });
    system.actor.stop();
  });

  it('does not ask while the page is hidden, and asks at once when it shows again', async () => {
    const system = await opened();
    system.actor.send({ type: 'page.hidden' });
    system.clock.increment(RANKING_POLL_MS * 5);
    expect(system.lastUpdated.waiting()).toBe(0);
    system.actor.send({ type: 'page.shown' });
    expect(system.lastUpdated.waiting()).toBe(1);
    system.actor.stop();
  });

  it('tells how the participant moved: up, down or unchanged, their best account in the category', () => {
    const at = (ranking: number) => ({ takenAt: instant('2026-11-01T14:00:00.000Z'), ranking, total: 25 });
    const before = (ranking: number) => ({
      takenAt: instant('2026-11-01T13:00:00.000Z'),
      ranking,
      total: 25,
    });
    const master = (...snapshots: ReturnType<typeof at>[]) => ({
      tradingType: TradingType.MASTER,
      snapshots,
    });
    expect(standingAfterUpdate([master(before(5), at(3))], TradingType.MASTER)).toEqual({
      rank: 3,
      gained: 2,
    });
    expect(standingAfterUpdate([master(before(2), at(3))], TradingType.MASTER)).toEqual({
      rank: 3,
      gained: -1,
    });
    expect(standingAfterUpdate([master(before(3), at(3))], TradingType.MASTER)).toEqual({
      rank: 3,
      gained: 0,
    });
    expect(
      standingAfterUpdate([master(before(9), at(8)), master(before(1), at(4))], TradingType.MASTER),
    ).toEqual({ rank: 4, gained: -3 });
    expect(standingAfterUpdate([master(at(3))], TradingType.CLASSIC)).toBeNull();
    expect(standingAfterUpdate([master()], TradingType.MASTER)).toBeNull();
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
