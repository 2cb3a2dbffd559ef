// The rendered paths are in src/features/events/ClientEventStatus.test.tsx; here, what the machine alone decides.
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { activityPeriodSchema, instant, type ActivityPeriod, type RewardRecord } from '../contract';
import {
  claimReviewOf,
  clientEventMachine,
  hasPendingClaim,
  hasQuarterEnded,
  parseQuarter,
  quarterRange,
  splitRemaining,
  type ClientEventInput,
  type Quarter,
} from './clientEvent.machine';
import { delayedEventTypes, generateModelPaths, reachedStates } from './testing/modelPaths';

const [tick] = delayedEventTypes(clientEventMachine);

/** §4: each quarter's last day, at 23:59 (the last millisecond of that minute), in UTC. */
const quarterEnds: Array<[Quarter, string]> = [
  [{ year: 2025, quarter: 1 }, '2025-03-31T23:59:59.999Z'],
  [{ year: 2025, quarter: 2 }, '2025-06-30T23:59:59.999Z'],
  [{ year: 2025, quarter: 3 }, '2025-09-30T23:59:59.999Z'],
  [{ year: 2024, quarter: 4 }, '2024-12-31T23:59:59.999Z'],
];

const at = instant;
const period = (activityName: string, isPendingClaim: 0 | 1, endTime?: string): ActivityPeriod =>
  activityPeriodSchema.parse({
    activityName,
    isPendingClaim,
    isInActivityRounds: Number(activityName.slice(-1)),
    activityTimeList: endTime ? [{ type: 'Overall', endTime }] : [],
  });
const reward = (activityRound: number, status: number): RewardRecord => ({
  id: activityRound * 10 + status,
  activityType: 'client_event',
  activityName: '2025Q1',
  activityRound,
  prizeType: 1,
  prizeName: 'Gold bar 10 g',
  lang: { tag: 'en', direction: 'ltr' },
  amount: 1,
  currency: 'ITEM',
  status,
  createTime: instant('2025-02-10T09:00:00.000Z'),
});

function endsAtOf(input: ClientEventInput): number {
  return createActor(clientEventMachine, { input, clock: new SimulatedClock() }).getSnapshot().context.endsAt;
}

function statesAcross(input: ClientEventInput): string[] {
  const endsAt = endsAtOf(input);
  const paths = generateModelPaths(clientEventMachine, {
    input,
    events: [{ type: tick! } as never, { type: 'clock.synced', now: endsAt + 60_000 }],
    simplePaths: true,
    // A few ticks, then only the jump past the end: weeks of ticks would be millions of states.
    stopWhen: ({ context }) =>
      context.now > endsAt + 120_000 || (context.now - input.now > 3000 && context.now < endsAt),
  });
  return reachedStates(paths);
}

describe('clientEvent machine', () => {
  it.each(quarterEnds)('%o in its last 2 s, no prize news, runs out at its end', (quarter, end) => {
    const name = `${quarter.year}Q${quarter.quarter}`;
    const input = {
      activityName: name,
      dropdown: [period(name, 0, new Date(at(end) + 1).toISOString())],
      rewards: [],
      now: at(end) + 1 - 2000,
    };
    expect(statesAcross(input)).toEqual(['ended.expired', 'running.noPrize']);
  });

  // One prize status at a time (issue 12, defect 7), and it outlasts the end of the quarter.
  it.each([
    [
      'on 15 Feb 2025, a prize waiting and a claim under review',
      [reward(1, 1)],
      at('2025-02-15T00:00:00.000Z'),
      'reviewing',
    ],
    ['in its last 2 s, a prize waiting', [], at('2025-03-31T23:59:57.000Z'), 'prizeWaiting'],
    [
      'in its last 2 s, a rejected claim and a prize waiting',
      [reward(1, 3)],
      at('2025-03-31T23:59:57.000Z'),
      'rejected',
    ],
  ])('2025Q1 %s', (_case, rewards, now, status) => {
    const input = {
      activityName: '2025Q1',
      dropdown: [period('2025Q1', 1, '2025-03-31T23:59:59.000Z')],
      rewards,
      now,
    };
    expect(statesAcross(input)).toEqual([`ended.${status}`, `running.${status}`]);
  });

  it('ends a quarter whose last day has passed from the start, whatever the Overall end time says (§4)', () => {
    const input = {
      activityName: '2024Q3',
      dropdown: [period('2024Q3', 0, '2024-12-01T00:00:00Z')],
      rewards: [],
      now: at('2024-10-01T00:00:00Z'),
    };
    expect(statesAcross(input)).toEqual(['ended.expired']);
  });
});

describe('quarter ranges (§4)', () => {
  it.each(quarterEnds)('%o runs from 00:00 on its first day to 23:59 on its last', (quarter, end) => {
    const range = quarterRange(quarter);
    const firstMonth = String((quarter.quarter - 1) * 3 + 1).padStart(2, '0');
    expect(new Date(range.start).toISOString()).toBe(`${quarter.year}-${firstMonth}-01T00:00:00.000Z`);
    expect(new Date(range.end).toISOString()).toBe(end);
  });

  it.each(quarterEnds)(
    '%o has not ended during 23:59 of its last day, and has a moment later',
    (quarter, end) => {
      const last = at(end);
      expect(hasQuarterEnded(quarter, last - 59_999)).toBe(false);
      expect(hasQuarterEnded(quarter, last)).toBe(false);
      expect(hasQuarterEnded(quarter, last + 1)).toBe(true);
    },
  );

  it('reads activity names and refuses anything else', () => {
    expect(parseQuarter('2024Q4')).toEqual({ year: 2024, quarter: 4 });
    expect(parseQuarter('2024Q5')).toBeUndefined();
    expect(parseQuarter('<b>2024Q1</b>')).toBeUndefined();
  });

  it('splits what is left into days, hours, minutes and seconds', () => {
    expect(splitRemaining(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(splitRemaining(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('the client event prize status', () => {
  it('ranks a claim under review over a rejected one, for the period of the activity round', () => {
    expect(claimReviewOf([reward(1, 3), reward(1, 1)], '2025Q1')).toBe('reviewing');
    expect(claimReviewOf([reward(1, 3)], '2025Q1')).toBe('rejected');
    expect(claimReviewOf([reward(2, 1)], '2025Q1')).toBeNull();
    expect(claimReviewOf([reward(1, 2)], '2025Q1')).toBeNull();
  });

  it('falls back to the quarter end when the service gives no Overall end time', () => {
    const input = { activityName: '2024Q4', dropdown: [], rewards: [], now: 0 };
    expect(endsAtOf(input)).toBe(quarterRange({ year: 2024, quarter: 4 }).end);
  });

  it("reads the period list's pending claim as the contract decoded it", () => {
    expect(hasPendingClaim([period('2025Q1', 1)], '2025Q1')).toBe(true);
    expect(hasPendingClaim([period('2025Q1', 0)], '2025Q1')).toBe(false);
    expect(hasPendingClaim([period('2025Q1', 1)], '2024Q4')).toBe(false);
  });
});

describe('clientEvent timing', () => {
  it('ends at the Overall end time when it comes before the quarter ends', () => {
    const clock = new SimulatedClock();
    const now = at('2025-03-01T00:00:00Z');
    const actor = createActor(clientEventMachine, {
      input: {
        activityName: '2025Q1',
        dropdown: [period('2025Q1', 0, new Date(now + 3000).toISOString())],
        rewards: [],
        now,
      },
      clock,
    }).start();
    clock.increment(1000);
    clock.increment(1000);
    expect(actor.getSnapshot().matches('running')).toBe(true);
    clock.increment(1000);
    expect(actor.getSnapshot().matches({ ended: 'expired' })).toBe(true);
  });

  it('catches up with the service clock when the page is shown again', () => {
    const now = at('2025-03-01T00:00:00Z');
    const actor = createActor(clientEventMachine, {
      input: {
        activityName: '2025Q1',
        dropdown: [period('2025Q1', 1, new Date(now + 3_600_000).toISOString())],
        rewards: [],
        now,
      },
      clock: new SimulatedClock(),
    }).start();
    actor.send({ type: 'clock.synced', now: now + 1_800_000 });
    expect(actor.getSnapshot().context.now).toBe(now + 1_800_000);
    expect(actor.getSnapshot().matches({ running: 'prizeWaiting' })).toBe(true);
    actor.send({ type: 'clock.synced', now: now + 3_600_000 });
    expect(actor.getSnapshot().matches({ ended: 'prizeWaiting' })).toBe(true);
  });
});
