import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import type { InspectedSnapshot } from './collector';
import {
  eventPayload,
  eventTime,
  formatValue,
  machineLabels,
  qaReportLink,
  stateDescriptions,
  stateValuePaths,
} from './inspectorView';

describe('stateValuePaths', () => {
  it('writes nested and parallel values as dotted paths of their leaves', () => {
    expect(stateValuePaths('idle')).toEqual(['idle']);
    expect(stateValuePaths({ board: { results: 'listed', search: 'idle' } })).toEqual([
      'board.results.listed',
      'board.search.idle',
    ]);
    expect(stateValuePaths({ ready: {} })).toEqual(['ready']);
  });
});

describe('stateDescriptions', () => {
  it('gives every active state with a description, outermost first, by its path in the machine', () => {
    const machine = createMachine({
      id: 'countdown',
      initial: 'ready',
      states: {
        ready: {
          meta: { description: 'The round times are shown.' },
          initial: 'ticking',
          states: { ticking: { meta: { description: 'The clock counts down.' } } },
        },
      },
    });
    const snapshot = createActor(machine).getSnapshot() as unknown as InspectedSnapshot;
    expect(stateDescriptions(snapshot)).toEqual([
      { state: 'ready', description: 'The round times are shown.' },
      { state: 'ready.ticking', description: 'The clock counts down.' },
    ]);
  });
});

describe('formatValue', () => {
  it('pretty-prints a context and summarises long lists', () => {
    const text = formatValue({ page: 2, records: Array.from({ length: 12 }, (_, rank) => ({ rank })) });
    expect(text).toContain('"page": 2');
    expect(text).toContain('"rank": 4');
    expect(text).not.toContain('"rank": 5');
    expect(text).toContain('"… 7 more (12 in all)"');
  });

  it('names what JSON cannot hold: dates, errors, actors, functions, cycles, undefined', () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    const actor = createActor(createMachine({ id: 'child' }));
    const text = formatValue({
      at: new Date(Date.UTC(2026, 0, 2)),
      failure: new TypeError('offline'),
      child: actor,
      load: function load() {},
      cycle,
      missing: undefined,
      ids: new Set([1, 2]),
      prizes: new Map([[7, 'gold']]),
    });
    expect(text).toContain('"at": "2026-01-02T00:00:00.000Z"');
    expect(text).toContain('"failure": "TypeError: offline"');
    expect(text).toContain(`"child": "actor ${actor.id}"`);
    expect(text).toContain('"load": "ƒ load()"');
    expect(text).toContain('"self": "[circular]"');
    expect(text).toContain('"missing": "undefined"');
    expect(text).toContain('"ids": [\n    1,\n    2\n  ]');
    expect(text).toContain('"7": "gold"');
  });

  it('cuts long text and deep nesting', () => {
    expect(formatValue('x'.repeat(300))).toContain('… (300 characters)');
    expect(formatValue({ a: { b: { c: { d: { e: { f: 1 } } } } } })).toContain('"e": "{…}"');
  });
});

describe('events and links', () => {
  it('shows an event’s payload on one line and its time on the service clock', () => {
    expect(eventPayload({ type: 'tab.selected', tradingType: 1 } as { type: string })).toBe(
      '{"tradingType":1}',
    );
    expect(eventPayload({ type: 'retry' })).toBe('');
    expect(eventPayload({ type: 'xstate.init', input: undefined } as { type: string })).toBe('');
    expect(eventTime(Date.UTC(2026, 0, 2, 3, 4, 5, 678))).toBe('03:04:05.678');
  });

  it('links the QA report page of a machine under a configurable base', () => {
    expect(qaReportLink('leaderboard')).toBe('/sandbox/qa/paths/leaderboard.md');
    expect(qaReportLink('session', { base: 'https://git.example.com/doo/site/blob/main/qa/paths' })).toBe(
      'https://git.example.com/doo/site/blob/main/qa/paths/session.md',
    );
  });

  it('opens the report at the first path that ends in the machine’s current state', () => {
    const state =
      'board.results.listed + board.references.complete + board.search.idle + board.freshness.watching';
    const link = qaReportLink('leaderboard', { state });
    const fragment = decodeURIComponent(link.split('#:~:text=')[1]!);
    expect(link.startsWith('/sandbox/qa/paths/leaderboard.md#:~:text=')).toBe(true);
    // The very words of the committed report, which the browser scrolls to.
    expect(readFileSync('qa/paths/leaderboard.md', 'utf8')).toContain(fragment);
    expect(qaReportLink('x', { state: 'a-b' })).toContain('a%2Db');
  });

  it('numbers the actors of a machine that runs more than once', () => {
    const machine = (machineId: string) => ({ machineId }) as Parameters<typeof machineLabels>[0][number];
    expect(machineLabels([machine('sectionData'), machine('session'), machine('sectionData')])).toEqual([
      'sectionData #1',
      'session',
      'sectionData #2',
    ]);
  });
});
