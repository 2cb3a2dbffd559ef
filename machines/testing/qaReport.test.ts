import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, StateNode } from 'xstate';
import { PATH_COUNTS_FILE } from './qaReport';

/** Every machine the `machines/*.machine.ts` files export, a machine factory (`sectionDataMachine`) made once. */
const machines = Object.entries(import.meta.glob<Record<string, unknown>>('../*.machine.ts', { eager: true }))
  .flatMap(([file, exports]) => Object.entries(exports).map(([name, value]) => ({ file, name, value })))
  .map(({ file, name, value }) => ({
    file,
    machine: typeof value === 'function' && name.endsWith('Machine') && value.length === 0 ? value() : value,
  }))
  .filter((entry): entry is { file: string; machine: AnyStateMachine } =>
    Boolean(entry.machine && typeof entry.machine === 'object' && 'root' in entry.machine),
  );

const undescribed = (node: StateNode): string[] => [
  ...((node.meta as { description?: string } | undefined)?.description ? [] : [node.id]),
  ...Object.values(node.states).flatMap(undescribed),
];

describe('the QA report', () => {
  it('finds the machines', () => {
    expect(machines.length).toBeGreaterThan(15);
  });

  it('has a meta.description for every machine (what it is for) and every state (what the tester sees)', () => {
    expect(machines.flatMap(({ machine }) => undescribed(machine.root))).toEqual([]);
  });

  it(`has rendered model paths, pinned in ${PATH_COUNTS_FILE}, for every machine`, () => {
    const pinned = JSON.parse(readFileSync(PATH_COUNTS_FILE, 'utf8')) as Record<string, unknown>;
    const missing = machines.filter(({ machine }) => !pinned[machine.id]).map(({ file }) => file);
    expect(
      missing,
      'machines without rendered describeModelPaths tests in the report: write them, then run `npm run qa:paths`',
    ).toEqual([]);
  });
});
