import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { LEADERBOARD_PAGE_SIZE, type LastUpdatedResponse } from '../../../contract/contest';
import type { SessionUser } from '../../../contract/session';
import type { RaceRankingRequest, RaceRankingResponse } from '../../../contract/race';
import type { AccountRankHistory, BoardAnnouncement } from '../../../machines/boardAnnouncement';
import {
  leaderboardMachine,
  RANKING_POLL_MS,
  type LeaderboardReferences,
  type LeaderboardRounds,
} from '../../../machines/leaderboard.machine';
import type { SectionDataOutput } from '../../../machines/sectionData.machine';
import {
  lastUpdatedAnswers,
  leaderboardModelEvents,
  leaderboardReferencesModelEvents,
  leaderboardRounds,
  leaderboardStopWhen,
  rankingAnswers,
  rankingPoll,
  rankingRecord,
  searchDebounce,
} from '../../../machines/testing/leaderboardModel';
import { describeModelPaths } from '../../../machines/testing/modelPaths';
import { promiseStub } from '../../../machines/testing/promiseStub';
import { announcementsCatalog } from '../../i18n/announcementsCatalog';
import { loadCatalogPart } from '../../i18n/catalogParts';
import { renderWithSession } from '../../testing/renderWithSession';
import { LeaderboardAnnouncement } from './LeaderboardAnnouncement';
import { LeaderboardSection } from './LeaderboardSection';

// jsdom lacks the pointer-capture and scrolling APIs that Radix Select calls.
beforeAll(() => {
  const proto = Element.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => undefined;
  proto.releasePointerCapture ??= () => undefined;
  proto.scrollIntoView ??= () => undefined;
});

// The rows' tier and checklist texts come in a catalog part, compiled on its first import.
beforeAll(() => loadCatalogPart('insight', 'en'), 30_000);
// The section's texts load with it, from the landing page's lower sections' catalog part.
beforeAll(() => loadCatalogPart('landing', 'en'), 30_000);
// So do the live region's words (issue 16).
beforeAll(() => loadCatalogPart(announcementsCatalog, 'en'), 30_000);

type Snapshot = SnapshotFrom<typeof leaderboardMachine>;

function renderBoard(user?: Partial<SessionUser>, { answerLastUpdated = true } = {}) {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  const rounds = promiseStub<LeaderboardRounds>();
  const ranking = promiseStub<RaceRankingResponse, RaceRankingRequest>();
  const references = promiseStub<LeaderboardReferences>();
  const lastUpdated = promiseStub<SectionDataOutput<LastUpdatedResponse>>();
  const standing = promiseStub<AccountRankHistory[], number>();
  const view = renderWithSession(
    <LeaderboardSection
      loadRounds={() => rounds.call(undefined)}
      loadRanking={ranking.call}
      loadReferences={() => references.call(undefined)}
      loadLastUpdated={
        answerLastUpdated ? async () => lastUpdatedAnswers.opening : () => lastUpdated.call(undefined)
      }
      loadStanding={standing.call}
      announcement={LeaderboardAnnouncement}
    />,
    user ? { status: 'signedIn', user: { uuid: 'u1', nationality: '1', ...user } as SessionUser } : undefined,
  );
  return {
    ...view,
    rounds,
    ranking,
    references,
    lastUpdated,
    standing,
    user: userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }),
  };
}
type System = ReturnType<typeof renderBoard>;

const settle = (run: () => void) =>
  act(async () => {
    run();
    await vi.advanceTimersByTimeAsync(0);
  });
/**
 * The frame that answers a press paints before the board swaps what it shows for a placeholder; the swap comes
 * in a task after that paint (`useHeldOnePaint`), at the latest 35 ms later where no frame comes.
 */
const afterThePaint = () => act(() => vi.advanceTimersByTimeAsync(40));
const output = (event: unknown) => (event as { output: never }).output;
const searchField = () => screen.queryByRole('searchbox', { name: 'Account number' });
const rowTriggers = () => screen.queryAllByRole('button', { name: /^Rank \d+/ });

async function chooseRound(user: System['user'], label: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Round' }), label);
}

const needs = (what: string) => `Depends on the entry requirements: ${what}`;
/** What the fixtures' rows say of their prize against the Master minimums (see `rankingRecord`). */
const prizeNotes: Record<number, string> = {
  3: needs('needs 12.5 more lots of volume'),
  4: needs('needs 8 more trades'),
  5: needs('needs 4 more trading days'),
  6: needs('needs 12.5 more lots of volume'),
  8: needs('needs 8 more trades'),
  9: needs('needs 12.5 more lots of volume'),
};

/**
 * Every row shows its prize by rank; a row with an unmet requirement says what the prize depends on (by how
 * much, once the minimums are known).
 */
function expectPrizes({ records, categories }: Snapshot['context']) {
  rowTriggers().forEach((row, index) => {
    const record = records[index]!;
    expect(row).toHaveTextContent(
      `$${(4_000 / record.ranking).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
    if (categories === null) return;
    const note = prizeNotes[record.ranking];
    if (note) expect(row).toHaveTextContent(note);
    else expect(row).not.toHaveTextContent('Depends on');
  });
}

/** What the board's live region says for the machine's announcement (issue 16); nothing on the first load. */
function spoken(announcement: BoardAnnouncement | null): string {
  if (!announcement) return '';
  if (announcement.kind === 'noMatch') return `No account matches ${announcement.accountFilter}`;
  if (announcement.kind === 'updated') {
    const { standing } = announcement;
    if (!standing) return 'Ranking updated at 14:00';
    const move = standing.gained
      ? `${standing.gained > 0 ? 'up' : 'down'} ${Math.abs(standing.gained)}`
      : 'unchanged';
    return `Ranking updated at 14:00; you are now ${standing.rank}rd (${move})`;
  }
  const where = `${announcement.tradingType === 1 ? 'Classic' : 'Master'}, round ${announcement.round}`;
  if (announcement.kind === 'finalized') return `${where}: the results are final and no longer shown`;
  if (announcement.kind === 'noStandings') return `${where}: no accounts ranked yet`;
  const accounts = `${announcement.total} account${announcement.total === 1 ? '' : 's'}`;
  return `${where}: ${accounts}, page ${announcement.page} of ${announcement.pages}`;
}

const liveRegion = () => screen.getByTestId('leaderboard-announcement');

function expectBoard(snapshot: Snapshot) {
  const { context } = snapshot;
  const master = context.tradingType === 2;
  expect(screen.getByRole('tab', { name: 'Master' })).toHaveAttribute('aria-selected', String(master));
  expect(screen.getByRole('combobox', { name: 'Round' })).toHaveDisplayValue(`Round ${context.round}`);
  // Issue 16: one polite region says what the person asked for, once; nothing else on the board is live.
  expect(liveRegion()).toHaveAttribute('role', 'status');
  expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
  expect(liveRegion()).toHaveTextContent(spoken(context.announcement), { normalizeWhitespace: true });
  if (context.announcement) expect(liveRegion().childNodes).toHaveLength(1);
  else expect(liveRegion()).toBeEmptyDOMElement();
}

const lastUpdatedLine = () => screen.queryByText(/Last updated: .*\(UTC\+0\)/);

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Drives the rendered board through the machine's paths: what a person does, what each state shows. */
const boardHarness = {
  // A signed-in participant, so that an update reads their standing.
  render: () => renderBoard({}, { answerLastUpdated: false }),
  events: {
    'xstate.done.actor.loadReferences': ({ references }, event) =>
      settle(() => references.resolve(output(event))),
    'xstate.error.actor.loadReferences': ({ references }) => settle(() => references.reject()),
    'references.retry': async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Try again' }));
    },
    'xstate.done.actor.loadLastUpdated': ({ lastUpdated }, event) =>
      settle(() => lastUpdated.resolve(output(event))),
    'xstate.error.actor.loadLastUpdated': ({ lastUpdated }) => settle(() => lastUpdated.reject()),
    'xstate.done.actor.loadStanding': ({ standing }, event) => settle(() => standing.resolve(output(event))),
    'lastUpdated.retry': async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Try again' }));
    },
    [rankingPoll!]: async () => {
      await act(() => vi.advanceTimersByTimeAsync(RANKING_POLL_MS));
    },
    'page.hidden': () => act(() => setVisibility('hidden')),
    'page.shown': () => act(() => setVisibility('visible')),
    'xstate.done.actor.loadRounds': ({ rounds }, event) => settle(() => rounds.resolve(output(event))),
    'xstate.error.actor.loadRounds': ({ rounds }) => settle(() => rounds.reject()),
    'xstate.done.actor.loadRanking': ({ ranking }, event) => settle(() => ranking.resolve(output(event))),
    'xstate.error.actor.loadRanking': ({ ranking }) => settle(() => ranking.reject()),
    retry: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await afterThePaint();
    },
    'round.selected': async ({ user }, event) => {
      await chooseRound(user, `Round ${(event as { value: string }).value}`);
      await afterThePaint();
    },
    'tab.selected': async ({ user }) => {
      await user.click(screen.getByRole('tab', { name: 'Classic' }));
      await afterThePaint();
    },
    // The event carries the field's whole value: paste what it adds to what the field holds (one change,
    // as the event is; typing it key by key re-renders the board once per key).
    'search.changed': async ({ user }, event) => {
      const field = searchField() as HTMLInputElement;
      const { value } = event as { value: string };
      if (!value.startsWith(field.value)) await user.clear(field);
      await user.click(field);
      await user.paste(value.slice(field.value.length));
    },
    [searchDebounce!]: async () => {
      await act(() => vi.advanceTimersByTimeAsync(1000));
      await afterThePaint();
    },
    'page.selected': async ({ user }, event) => {
      const button = screen.getByRole('button', { name: `Page ${(event as { page: number }).page}` });
      await user.click(button);
      await afterThePaint();
      // The page buttons stay while the page loads: focus stays on the one that chose it.
      expect(button).toHaveFocus();
    },
    'row.toggled': async ({ user }) => {
      await user.click(rowTriggers()[0]!);
    },
  },
  states: {
    'board.references.complete': () => {
      expect(screen.queryByText('Some details could not be loaded.')).not.toBeInTheDocument();
    },
    'board.references.missing': () => {
      const notice = screen.getByRole('alert');
      expect(notice).toHaveTextContent('Some details could not be loaded.');
      expect(notice).toHaveTextContent(
        'The board shows each account’s rank and return, but not what each prize tier pays or how far an account is from the entry requirements.',
      );
      expect(within(notice).getByRole('button', { name: 'Try again' })).not.toHaveAttribute('aria-busy');
    },
    'board.references.reloading': ({ references }) => {
      expect(references.waiting()).toBe(1);
      expect(screen.getByRole('button', { name: 'Try again' })).toHaveAttribute('aria-busy', 'true');
    },
    preparing: () => {
      expect(screen.getByRole('status', { name: 'Loading the leaderboard' })).toBeInTheDocument();
      expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    },
    unavailable: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('The leaderboard could not be loaded.');
    },
    board: (_, snapshot) => expectBoard(snapshot),
    'board.search': (_, snapshot) => {
      if (snapshot.matches({ board: { results: 'finalized' } })) return;
      expect(searchField()).toHaveValue(snapshot.context.searchText);
    },
    'board.freshness.reading': () => {
      expect(lastUpdatedLine()).not.toBeInTheDocument();
      // Its line's room, blank and hidden from screen readers (e2e/layout-shift.spec.ts measures it).
      const room = document.querySelector('[data-part="last-updated-room"]');
      expect(room).toHaveAttribute('aria-hidden', 'true');
      expect(room?.textContent?.trim()).toBe('');
    },
    'board.freshness.unknown': () => {
      expect(screen.getByRole('alert')).toHaveTextContent(
        'We could not tell when the standings were last updated.',
      );
      expect(lastUpdatedLine()).not.toBeInTheDocument();
    },
    'board.freshness.rereading': () => {
      expect(screen.getByRole('alert')).toHaveTextContent(
        'We could not tell when the standings were last updated.',
      );
      expect(screen.getByRole('button', { name: 'Try again' })).toHaveAttribute('aria-busy', 'true');
    },
    // Watching, checking, reading a standing or paused: the line shows the time the board last read.
    'board.freshness': (_, snapshot) => {
      const { lastUpdated } = snapshot.context;
      if (!lastUpdated) return;
      expect(lastUpdatedLine()).toHaveTextContent(
        lastUpdated.lastUpdatedTime === lastUpdatedAnswers.later.lastUpdatedTime ? '14:00' : '13:00',
      );
    },
    'board.results.refreshing': (_, snapshot) => {
      // The rows shown stay, busy, with no placeholder: the person keeps their place.
      expect(rowTriggers()).toHaveLength(snapshot.context.records.length);
      expect(screen.getByRole('tabpanel').firstElementChild).toHaveAttribute('aria-busy', 'true');
      expect(screen.queryByRole('status', { name: 'Loading the leaderboard' })).not.toBeInTheDocument();
    },
    'board.results.loading': () => {
      // A page of rows to come, in the room they will take (e2e/layout-shift.spec.ts measures it).
      const skeleton = screen.getByRole('status', { name: 'Loading the leaderboard' });
      expect(skeleton.querySelectorAll('[aria-hidden="true"]')).toHaveLength(LEADERBOARD_PAGE_SIZE);
    },
    'board.results.turningPage': (_, snapshot) => {
      // The page buttons stay, the chosen page current, below the rows' placeholder.
      const pages = screen.getByRole('navigation', { name: 'Leaderboard pages' });
      expect(within(pages).getByRole('button', { name: `Page ${snapshot.context.page}` })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(screen.getByRole('status', { name: 'Loading the leaderboard' })).toBeInTheDocument();
    },
    'board.results.listed': (_, snapshot) => {
      const { records, total, expandedId } = snapshot.context;
      // The fixture's round 2 runs: its standings are provisional (round 1 is finalized).
      expect(screen.getByText(snapshot.context.round === 2 ? 'Provisional' : 'Final')).toBeVisible();
      expect(rowTriggers()).toHaveLength(records.length);
      const pages = screen.queryByRole('navigation', { name: 'Leaderboard pages' });
      if (total > 10) expect(pages).toBeInTheDocument();
      else expect(pages).not.toBeInTheDocument();
      const open = rowTriggers().filter((row) => row.getAttribute('aria-expanded') === 'true');
      expect(open).toHaveLength(expandedId === null ? 0 : 1);
      expectPrizes(snapshot.context);
    },
    'board.results.empty': (_, snapshot) => {
      expect(screen.getByRole('tabpanel')).toHaveTextContent(
        snapshot.context.accountFilter
          ? `No account numbered ${snapshot.context.accountFilter} is in this round and category.`
          : 'There are no standings for this round and category yet.',
      );
    },
    'board.results.failed': () => {
      expect(screen.getByRole('alert')).toHaveTextContent('The standings could not be loaded.');
    },
    'board.results.finalized': () => {
      expect(screen.getByText('Final')).toBeVisible();
      expect(screen.getByText('The results of this round are final and no longer shown here.')).toBeVisible();
      expect(searchField()).not.toBeInTheDocument();
      expect(rowTriggers()).toHaveLength(0);
      expect(screen.queryByRole('navigation', { name: 'Leaderboard pages' })).not.toBeInTheDocument();
    },
  },
  say: {
    'xstate.init': 'Sign in as cn-participant and open /doo-trader at its leaderboard.',
    'references.retry': 'Click *Try again* in the notice “Some details could not be loaded.”',
    'lastUpdated.retry': 'Click *Try again* beside “Last updated”.',
    'page.hidden': 'Switch to another tab (the page is hidden).',
    'page.shown': 'Come back to this tab.',
    retry: 'Click *Try again* in the leaderboard.',
    'round.selected': (event) => `Choose *Round ${(event as { value: string }).value}* in the *Round* list.`,
    'tab.selected': 'Click the *Classic* tab.',
    'search.changed': (event) => {
      const { value } = event as { value: string };
      return value ? `Type ${value} in the *Account number* field.` : 'Empty the *Account number* field.';
    },
    'page.selected': (event) => `Click the page button *${(event as { page: number }).page}* under the rows.`,
    'row.toggled': 'Click the first row of the leaderboard.',
    'xstate.done.actor.loadRanking': (event) => {
      const { total, records } = (event as unknown as { output: RaceRankingResponse }).output;
      return total === 0
        ? 'The service sends an empty ranking: no account matches.'
        : `The service sends a page of the ranking: ${records.length} of ${total} accounts.`;
    },
    'xstate.done.actor.loadLastUpdated': (event) => {
      const { output } = event as unknown as { output: typeof lastUpdatedAnswers.opening | false };
      if (output === false) return 'Asking for the time the ranking was last updated fails.';
      return output === lastUpdatedAnswers.opening
        ? 'The service sends the time the ranking was last updated: 13:00.'
        : 'The ranking is updated: the service now sends 14:00 as its last update.';
    },
    'xstate.done.actor.loadStanding': (event) =>
      (event as unknown as { output: unknown[] }).output.length
        ? 'The service sends the person’s accounts in the round: Master, up from 5th to 3rd.'
        : 'The service sends no account of the person in the round.',
  },
  cleanup: ({ unmount }) => {
    unmount();
    vi.useRealTimers();
  },
} satisfies Parameters<typeof describeModelPaths<typeof leaderboardMachine, System>>[3];

describeModelPaths(
  'LeaderboardSection driven by leaderboard',
  leaderboardMachine,
  {
    input: { signedIn: true },
    // The dropdown offers only numbers, so the non-numeric value is the machine test's to try.
    events: ((snapshot: Parameters<typeof leaderboardModelEvents>[0]) =>
      leaderboardModelEvents(snapshot).filter(
        (event) => !(event.type === 'round.selected' && (event as { value?: string }).value === 'x'),
      )) as never,
    stopWhen: leaderboardStopWhen,
  },
  boardHarness,
);

describeModelPaths(
  'LeaderboardSection driven by leaderboard, when its minimums and prize tables fail',
  leaderboardMachine,
  { input: { signedIn: true }, events: leaderboardReferencesModelEvents as never },
  boardHarness,
);

describe('LeaderboardSection', () => {
  async function listed(user?: Partial<SessionUser>) {
    const system = renderBoard(user);
    await settle(() => system.rounds.resolve(leaderboardRounds));
    await settle(() => system.ranking.resolve(rankingAnswers.many));
    return system;
  }

  it('is anchored #rankingBoard and opens on the Master tab', async () => {
    const system = await listed();
    expect(document.getElementById('rankingBoard')).toContainElement(
      screen.getByRole('tab', { name: 'Master' }),
    );
    expect(screen.getByRole('tab', { name: 'Master' })).toHaveAttribute('aria-selected', 'true');
    expect(system.ranking.inputs[0]).toMatchObject({ tradingType: 2 });
    system.unmount();
    vi.useRealTimers();
  });

  it('answers a page or a tab chosen with the rows still drawn, busy, and shows the placeholder after that paint', async () => {
    const system = await listed();
    const rowsArea = () => screen.getByRole('tabpanel').firstElementChild;
    const firstRows = rowTriggers().map((row) => row.textContent);
    await system.user.click(screen.getByRole('button', { name: 'Page 2' }));
    // The press's own frame: the page chosen is current, the rows it leaves stay as they were, busy.
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(rowTriggers().map((row) => row.textContent)).toEqual(firstRows);
    expect(rowsArea()).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('status', { name: 'Loading the leaderboard' })).not.toBeInTheDocument();
    await afterThePaint();
    expect(rowTriggers()).toHaveLength(0);
    expect(screen.getByRole('status', { name: 'Loading the leaderboard' })).toBeInTheDocument();
    expect(rowsArea()).not.toHaveAttribute('aria-busy');
    await settle(() => system.ranking.resolve(rankingAnswers.many));
    // The other category: the same, its tab selected at once.
    await system.user.click(screen.getByRole('tab', { name: 'Classic' }));
    expect(screen.getByRole('tab', { name: 'Classic' })).toHaveAttribute('aria-selected', 'true');
    expect(rowTriggers()).not.toHaveLength(0);
    expect(rowsArea()).toHaveAttribute('aria-busy', 'true');
    await afterThePaint();
    expect(screen.getByRole('status', { name: 'Loading the leaderboard' })).toBeInTheDocument();
    system.unmount();
  });

  it('masks names and account ids and shows dollars with three requirement stars', async () => {
    const system = await listed();
    const first = rowTriggers()[0]!;
    const record = rankingRecord(1);
    expect(first).toHaveTextContent('Lee M***'); // "Lee Min-ho": the first word and the next initial
    expect(first).not.toHaveTextContent(record.fullName);
    expect(first).toHaveTextContent('201******');
    expect(first).not.toHaveTextContent(String(record.accountId));
    expect(first).toHaveTextContent('$4,000.00');
    expect(within(first).getAllByRole('img')).toHaveLength(3);
    system.unmount();
    vi.useRealTimers();
  });

  it('marks a prize as depending on every unmet requirement, with what is missing', async () => {
    const system = renderBoard();
    await settle(() => system.rounds.resolve(leaderboardRounds));
    const unmet = rankingRecord(2, {
      isMinStrategyDuration: false,
      isMinVolume: false,
      isMinTradingNum: false,
      strategyDuration: 11,
      totalVolume: 37.5,
      totalTradingNum: 22,
    });
    await settle(() => system.ranking.resolve({ total: 2, records: [rankingRecord(1), unmet] }));
    const [met, depends] = rowTriggers();
    expect(met).toHaveTextContent('$4,000.00');
    expect(met).not.toHaveTextContent('Depends on');
    expect(depends).toHaveTextContent('$2,000.00');
    expect(depends).toHaveTextContent(
      needs('needs 4 more trading days, needs 12.5 more lots of volume, and needs 8 more trades'),
    );
    system.unmount();
    vi.useRealTimers();
  });

  it('still marks an unmet requirement when the minimums could not be loaded', async () => {
    const system = renderBoard();
    await settle(() => system.rounds.resolve({ ...leaderboardRounds, categories: null }));
    await settle(() => system.ranking.resolve({ total: 1, records: [rankingRecord(4)] }));
    expect(rowTriggers()[0]).toHaveTextContent(needs('number of trades not met yet'));
    system.unmount();
    vi.useRealTimers();
  });

  it('shows yen for a Japanese client', async () => {
    const system = await listed({ nationality: 'JPN' });
    expect(rowTriggers()[0]).toHaveTextContent('¥600,000.00');
    system.unmount();
    vi.useRealTimers();
  });

  it('waits a full second after the last digit before filtering, and ignores letters', async () => {
    const system = await listed();
    await system.user.type(searchField()!, '20a1');
    expect(searchField()).toHaveValue('201');
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(system.ranking.waiting()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(system.ranking.inputs.at(-1)).toMatchObject({ accountId: 201, page: 1 });
    system.unmount();
    vi.useRealTimers();
  });

  it('keeps the digits of a pasted account number and says what it removed (issue 15, 7)', async () => {
    const system = await listed();
    searchField()!.focus();
    await system.user.paste(' 2010-0003 ');
    expect(searchField()).toHaveValue('20100003');
    const notice = screen.getByText("Only digits are kept: removed ' ', '-'");
    expect(notice).toHaveAttribute('aria-live', 'polite');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(system.ranking.inputs.at(-1)).toMatchObject({ accountId: 20100003 });
    system.unmount();
    vi.useRealTimers();
  });

  it('refuses digits past the longest account number, says so, and still shows the standings', async () => {
    const system = await listed();
    searchField()!.focus();
    await system.user.paste('12345678901234567');
    expect(searchField()).toHaveValue('123456789012345');
    expect(screen.getByText('An account number has at most 15 digits; the rest was left out.')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(system.ranking.inputs.at(-1)).toMatchObject({ accountId: 123456789012345 });
    await settle(() => system.ranking.resolve(rankingAnswers.few));
    expect(screen.queryByText('The standings could not be loaded.')).not.toBeInTheDocument();
    expect(rowTriggers().length).toBeGreaterThan(0);
    system.unmount();
    vi.useRealTimers();
  });

  it("provides its machine once, not on each of the board's renders: a `provide` builds the machine's states anew (5.5 ms of a page change at 4× CPU)", async () => {
    const provide = vi.spyOn(leaderboardMachine, 'provide');
    const system = await listed();
    await system.user.click(screen.getByRole('tab', { name: 'Classic' }));
    await settle(() => system.ranking.resolve(rankingAnswers.few));
    await system.user.type(searchField()!, '20');
    expect(provide).toHaveBeenCalledOnce();
    system.unmount();
    provide.mockRestore();
    vi.useRealTimers();
  });
});
