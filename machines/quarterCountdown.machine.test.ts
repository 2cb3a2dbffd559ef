import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import {
  hasQuarterEnded,
  parseQuarter,
  quarterCountdownMachine,
  quarterRange,
  splitRemaining,
  type Quarter,
  type QuarterCountdownInput,
} from './quarterCountdown.machine';
import { delayedEventTypes, describeModelPaths } from './testing/modelPaths';

const [tick] = delayedEventTypes(quarterCountdownMachine);

/** §4: each quarter's last day, at 23:59 (the last millisecond of that minute), in UTC. */
const quarterEnds: Array<[Quarter, string]> = [
  [{ year: 2025, quarter: 1 }, '2025-03-31T23:59:59.999Z'],
  [{ year: 2025, quarter: 2 }, '2025-06-30T23:59:59.999Z'],
  [{ year: 2025, quarter: 3 }, '2025-09-30T23:59:59.999Z'],
  [{ year: 2024, quarter: 4 }, '2024-12-31T23:59:59.999Z'],
];

function modelPathsAcross(title: string, input: QuarterCountdownInput) {
  describeModelPaths(
    title,
    quarterCountdownMachine,
    {
      input,
      events: [{ type: tick! } as never, { type: 'clock.synced', now: input.endsAt + 60_000 }],
      simplePaths: true,
      stopWhen: (snapshot) => snapshot.context.now > input.endsAt + 120_000,
    },
    {
      render: () => {
        const clock = new SimulatedClock();
        const actor = createActor(quarterCountdownMachine, { input, clock }).start();
        return { actor, clock };
      },
      events: {
        [tick!]: ({ clock }) => clock.increment(1000),
        'clock.synced': ({ actor }, event) => actor.send(event),
      },
      states: {
        counting: ({ actor }, expected) => {
          const { context } = actor.getSnapshot();
          expect(actor.getSnapshot().hasTag('running')).toBe(true);
          expect(context.now).toBe(expected.context.now);
          expect(context.now).toBeLessThan(context.endsAt);
        },
        expired: ({ actor }) => {
          expect(actor.getSnapshot().status).toBe('done');
          expect(actor.getSnapshot().hasTag('running')).toBe(false);
        },
      },
      cleanup: ({ actor }) => {
        actor.stop();
      },
    },
  );
}

for (const [quarter, end] of quarterEnds) {
  const endsAt = Date.parse(end) + 1;
  modelPathsAcross(`quarterCountdown machine, ${quarter.year}Q${quarter.quarter} in its last 2 s`, {
    quarter,
    endsAt,
    now: endsAt - 2000,
  });
}

modelPathsAcross('quarterCountdown machine, a quarter whose end date has passed', {
  quarter: { year: 2024, quarter: 3 },
  // The Overall end time says later, but 30 Sep 23:59 has passed: expired from the start (§4).
  endsAt: Date.parse('2024-12-01T00:00:00Z'),
  now: Date.parse('2024-10-01T00:00:00Z'),
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
      const last = Date.parse(end);
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

describe('quarterCountdown timing', () => {
  it('ends at the Overall end time when it comes before the quarter ends', () => {
    const clock = new SimulatedClock();
    const now = Date.parse('2025-03-01T00:00:00Z');
    const actor = createActor(quarterCountdownMachine, {
      input: { quarter: { year: 2025, quarter: 1 }, endsAt: now + 3000, now },
      clock,
    }).start();
    clock.increment(1000);
    clock.increment(1000);
    expect(actor.getSnapshot().matches('counting')).toBe(true);
    clock.increment(1000);
    expect(actor.getSnapshot().matches('expired')).toBe(true);
  });

  it('catches up with real time when the page is shown again', () => {
    const now = Date.parse('2025-03-01T00:00:00Z');
    const actor = createActor(quarterCountdownMachine, {
      input: { quarter: { year: 2025, quarter: 1 }, endsAt: now + 3_600_000, now },
      clock: new SimulatedClock(),
    }).start();
    actor.send({ type: 'clock.synced', now: now + 1_800_000 });
    expect(actor.getSnapshot().context.now).toBe(now + 1_800_000);
    actor.send({ type: 'clock.synced', now: now + 3_600_000 });
    expect(actor.getSnapshot().matches('expired')).toBe(true);
  });
});
