import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import {
  countdownParts,
  countdownTarget,
  milestoneOf,
  milestoneRoundOf,
  phaseOf,
  roundCountdownMachine,
  roundOf,
  trackPercent,
  type RoundDetailsSnapshot,
} from '../../../machines/roundCountdown.machine';
import { describeModelPaths } from '../../../machines/testing/modelPaths';
import { promiseStub } from '../../../machines/testing/promiseStub';
import {
  DAY_AWAY_START,
  T0,
  roundCountdownModelEvents,
  roundCountdownStopWhen,
  roundCountdownTicks,
  roundDetailsWords,
  roundFixtures,
} from '../../../machines/testing/roundCountdownModel';
import type { SessionUser } from '../../../contract/session';
import { announcementsCatalog } from '../../i18n/announcementsCatalog';
import { loadCatalogPart } from '../../i18n/catalogParts';
import { renderWithSession } from '../../testing/renderWithSession';
import { CountdownAnnouncement } from './CountdownAnnouncement';
import { RoundCountdown } from './RoundCountdown';
import type * as RoundCountdownViewModule from './RoundCountdownView';

const viewRenders = vi.hoisted(() => ({ count: 0 }));

// Counts renders of the countdown's frame (the parent of the ticking clock) to prove a tick skips it.
vi.mock('./RoundCountdownView', async (importOriginal) => {
  const original = await importOriginal<typeof RoundCountdownViewModule>();
  return {
    ...original,
    RoundCountdownView: (props: Parameters<typeof original.RoundCountdownView>[0]) => {
      viewRenders.count += 1;
      return original.RoundCountdownView(props);
    },
  };
});

// The announcements' words come with their chunk and catalog part, compiled on the first import.
beforeAll(async () => {
  await loadCatalogPart(announcementsCatalog, 'en');
}, 30_000);

type Snapshot = SnapshotFrom<typeof roundCountdownMachine>;

const pad = (n: number) => String(n).padStart(2, '0');
const clockValues = () =>
  [...screen.getByRole('timer').querySelectorAll('[data-part="value"]')].map((node) => node.textContent);

function expectClock(snapshot: Snapshot) {
  const target = countdownTarget(snapshot.context.details!)!;
  const { days, hours, minutes, seconds } = countdownParts(target - snapshot.context.now);
  expect(clockValues()).toEqual([days, hours, minutes, seconds].map(pad));
}

function expectProgress(snapshot: Snapshot) {
  const percent = Math.floor(trackPercent(snapshot.context.details!, snapshot.context.now));
  expect(screen.getByRole('progressbar', { name: 'Contest progress' })).toHaveAttribute(
    'aria-valuenow',
    String(percent),
  );
}

/** Issue 16: what the polite live region says in a state, as a person hears it; '' when it says nothing. */
function expectedAnnouncement(snapshot: Snapshot): string {
  const milestone = milestoneOf(snapshot);
  if (!milestone) return '';
  const round = milestoneRoundOf(snapshot)!.matchRounds;
  if (milestone === 'roundStarted') return `Round ${round} has started`;
  if (milestone === 'roundEnded') return `Round ${round} has ended`;
  const left = { oneDayLeft: '1 day', oneHourLeft: '1 hour', tenMinutesLeft: '10 minutes' }[milestone];
  return `Round ${round} ${phaseOf(snapshot) === 'ongoing' ? 'ends' : 'starts'} in ${left}`;
}

/** The countdown's polite live region: the only status it shows once the round times are known. */
const announcement = () => screen.getByRole('status');

function renderCountdown(user?: Partial<SessionUser>) {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  const load = promiseStub<RoundDetailsSnapshot>();
  const view = renderWithSession(
    <RoundCountdown loadRoundDetails={() => load.call(undefined)} announcement={CountdownAnnouncement} />,
    user ? { status: 'signedIn', user: { uuid: 'u1', nationality: '1', ...user } as SessionUser } : undefined,
  );
  return { ...view, load, user: userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }) };
}

type System = ReturnType<typeof renderCountdown>;
const settle = (system: System, outcome: 'resolve' | 'reject', output?: unknown) =>
  act(async () => {
    if (outcome === 'resolve') system.load.resolve(output as RoundDetailsSnapshot);
    else system.load.reject();
    await vi.advanceTimersByTimeAsync(0);
  });

describeModelPaths(
  'RoundCountdown driven by roundCountdown',
  roundCountdownMachine,
  { input: {}, events: roundCountdownModelEvents, stopWhen: roundCountdownStopWhen },
  {
    render: () => renderCountdown(),
    events: {
      'xstate.done.actor.loadRoundDetails': (system, event) =>
        settle(system, 'resolve', (event as unknown as { output: unknown }).output),
      'xstate.done.actor.refreshRoundDetails': (system, event) =>
        settle(system, 'resolve', (event as unknown as { output: unknown }).output),
      'xstate.error.actor.loadRoundDetails': (system) => settle(system, 'reject'),
      'xstate.error.actor.refreshRoundDetails': (system) => settle(system, 'reject'),
      retry: async ({ user }) => {
        await user.click(screen.getByRole('button', { name: 'Try again' }));
      },
      ...Object.fromEntries(
        roundCountdownTicks.map((type) => [
          type,
          async () => {
            await act(() => vi.advanceTimersByTimeAsync(1000));
          },
        ]),
      ),
      // The service's time learnt again as a hidden tab shows: the device's clock has moved on meanwhile.
      'clock.synced': async (_, event) => {
        vi.setSystemTime((event as unknown as { now: number }).now);
        await act(async () => {
          document.dispatchEvent(new Event('visibilitychange'));
          await vi.advanceTimersByTimeAsync(0);
        });
      },
    },
    states: {
      loading: ({ load }) => {
        expect(load.waiting()).toBe(1);
        expect(screen.getByRole('status', { name: 'Loading the round countdown' })).toBeInTheDocument();
      },
      failed: () => {
        expect(screen.getByRole('alert')).toHaveTextContent('The round times could not be loaded.');
      },
      // Issue 16: a polite live region says each milestone as it is reached, and nothing on load.
      counting: async (_, snapshot) => {
        await act(() => vi.advanceTimersByTimeAsync(0));
        expect(announcement()).toHaveAttribute('role', 'status');
        expect(announcement()).toHaveTextContent(expectedAnnouncement(snapshot), {
          normalizeWhitespace: true,
        });
        expect(screen.queryByRole('timer')?.getAttribute('aria-live') ?? 'off').toBe('off');
      },
      'counting.notStarted': (_, snapshot) => {
        const round = roundOf(snapshot)!.matchRounds;
        expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(`Round ${round} starts in`);
        expect(screen.getByText('Yet to start')).toBeInTheDocument();
        expectClock(snapshot);
        expectProgress(snapshot);
      },
      'counting.ongoing': (_, snapshot) => {
        const round = snapshot.context.details!.currentRound.matchRounds;
        expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(`Round ${round} ends in`);
        expect(screen.getByText('Ongoing')).toBeInTheDocument();
        expectClock(snapshot);
        expectProgress(snapshot);
      },
      'counting.betweenRounds': (_, snapshot) => {
        const next = snapshot.context.details!.nextRound!.matchRounds;
        expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(`Round ${next} starts in`);
        expectClock(snapshot);
        expectProgress(snapshot);
      },
      // Zero reached: the clock stays at zero, under the same heading, until the service says what comes next.
      'counting.notStarted.refreshing': ({ load }) => {
        expect(load.waiting()).toBe(1);
        expect(clockValues()).toEqual(['00', '00', '00', '00']);
      },
      'counting.ongoing.refreshing': ({ load }) => {
        expect(load.waiting()).toBe(1);
        expect(clockValues()).toEqual(['00', '00', '00', '00']);
      },
      'counting.betweenRounds.refreshing': ({ load }) => {
        expect(load.waiting()).toBe(1);
        expect(clockValues()).toEqual(['00', '00', '00', '00']);
      },
      'counting.ended': () => {
        expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('The contest has ended');
        expect(screen.getByText('Ended')).toBeInTheDocument();
        expect(screen.queryByRole('timer')).not.toBeInTheDocument();
        expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
      },
    },
    say: {
      'xstate.init': 'Open /doo-trader at its countdown.',
      retry: 'Click *Try again* in the countdown.',
      'xstate.done.actor.loadRoundDetails': (event) =>
        `The service sends the rounds’ dates: ${roundDetailsWords(event as never)}.`,
      'xstate.done.actor.refreshRoundDetails': (event) =>
        `The service sends the rounds’ dates again: ${roundDetailsWords(event as never)}.`,
      'clock.synced': (event) => {
        const { now } = event as { now: number };
        const before = DAY_AWAY_START - now;
        return `Switch to another tab, move the service’s clock (\`POST /sandbox/clock\`) to ${before / 1000} seconds before round 2 starts, then come back to this tab.`;
      },
    },
    cleanup: ({ unmount }) => {
      unmount();
      vi.useRealTimers();
    },
  },
);

describe('RoundCountdown', () => {
  it('re-renders only the clock on a tick, not the frame around it', async () => {
    const system = renderCountdown();
    await settle(system, 'resolve', { details: roundFixtures.notStarted, now: T0 - 60_000 });
    const rendersBefore = viewRenders.count;
    expect(rendersBefore).toBeGreaterThan(0);
    expect(clockValues()).toEqual(['00', '00', '01', '02']);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(clockValues()).toEqual(['00', '00', '00', '59']);
    expect(viewRenders.count).toBe(rendersBefore);
    system.unmount();
    vi.useRealTimers();
  });

  it('shows round times the page already has in its first render, and asks the service for none', () => {
    const load = promiseStub<RoundDetailsSnapshot>();
    const view = renderWithSession(
      <RoundCountdown
        known={{ details: roundFixtures.ongoing, now: T0 }}
        loadRoundDetails={() => load.call(undefined)}
      />,
    );
    expect(screen.queryByRole('status', { name: 'Loading the round countdown' })).not.toBeInTheDocument();
    expect(screen.getByRole('timer')).toBeVisible();
    expect(screen.getByText(/\(UTC\+0\)/)).toHaveTextContent(/Oct 31, 2026.*23:59.*Nov 1, 2026.*00:00/);
    expect(load.inputs).toHaveLength(0);
    view.unmount();
  });

  it('shows the times of the round in UTC+0', async () => {
    const system = renderCountdown();
    await settle(system, 'resolve', { details: roundFixtures.ongoing, now: T0 });
    expect(screen.getByText(/\(UTC\+0\)/)).toHaveTextContent(/Oct 31, 2026.*23:59.*Nov 1, 2026.*00:00/);
    system.unmount();
    vi.useRealTimers();
  });

  it.each([
    ['a Japanese client', 'JP', 'Round 1 ends in'],
    ['an Indonesian client', 'IDN', 'Round 1 ends in'],
    ['a Chinese client', '1', 'Round 2 ends in'],
  ])('numbers round 2 for %s as: %s', async (_, nationality, title) => {
    const system = renderCountdown({ nationality });
    await settle(system, 'resolve', { details: roundFixtures.ongoing, now: T0 });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(title);
    system.unmount();
    vi.useRealTimers();
  });

  it('does not number round 1 for Japanese clients (§4)', async () => {
    const system = renderCountdown({ nationality: 'JPN' });
    await settle(system, 'resolve', { details: roundFixtures.firstRoundOngoing, now: T0 });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('The current round ends in');
    system.unmount();
    vi.useRealTimers();
  });

  // Which of them a screen shows is CSS's (§9: e2e/first-screen-drawn.spec.ts counts them at 360 and 1280 px).
  it('draws totalRounds + 2 markers and the 50 dots of the largest screens', async () => {
    const system = renderCountdown();
    await settle(system, 'resolve', { details: roundFixtures.ongoing, now: T0 });
    const progress = screen.getByRole('progressbar');
    expect(progress.children).toHaveLength(50);
    expect(progress.parentElement!.querySelectorAll('[data-part="marker"]')).toHaveLength(
      roundFixtures.ongoing.totalRounds + 2,
    );
    system.unmount();
    vi.useRealTimers();
  });
});

describe("RoundCountdown on the service's clock", () => {
  it('counts from the time the service says, not the device (round 3 starts 13 Dec; the service is at 12 Dec)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false, now: Date.UTC(2026, 10, 23, 12) });
    const round = (matchRounds: number, activityStatus: number, start: string, end: string) => ({
      matchRounds,
      activityStatus,
      matchStartTime: start,
      matchEndTime: end,
    });
    const answer = {
      code: 0,
      msg: 'success',
      data: {
        rounds: [],
        finalizedRounds: [],
        roundDetails: {
          currentRound: round(2, 2, '2026-11-13T00:00:00.000Z', '2026-12-11T23:59:59.000Z'),
          nextRound: round(3, 0, '2026-12-13T00:00:00.000Z', '2027-01-12T23:59:59.000Z'),
          totalRounds: 4,
        },
      },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(answer), {
            headers: { 'Content-Type': 'application/json', Date: 'Sat, 12 Dec 2026 00:00:00 GMT' },
          }),
      ),
    );
    const view = renderWithSession(<RoundCountdown />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Round 3 starts in');
    // One day (a whole-second Date header stands for half a second more; the clock rounds up).
    expect(clockValues()).toEqual(['01', '00', '00', '00']);
    view.unmount();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
});
