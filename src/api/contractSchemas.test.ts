import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import * as contract from '../../contract';

/** The kinds of schema that are built of others: each costs the building of its parts when made. */
const composite = new Set(['object', 'array', 'record', 'union', 'nullable']);
/** Built when its module loads: `accountRaceResponseSchema` extends it, which needs its fields. */
const builtAtLoad = new Set(['raceStatisticsEntrySchema']);

const isSchema = (value: unknown): value is z.ZodMiniType =>
  typeof value === 'object' && value !== null && '_zod' in value;

describe('the contract builds its composite schemas on first use (README, conventions)', () => {
  it('exports no composite schema built when its module loads', () => {
    const builtEarly = Object.entries(contract)
      .filter(([name, value]) => isSchema(value) && !builtAtLoad.has(name))
      .filter(([, value]) => composite.has((value as z.ZodMiniType)._zod.def.type))
      .map(([name]) => name);

    expect(builtEarly).toEqual([]);
  });

  it('a deferred schema parses as the schema it defers', () => {
    const answer = { code: 0, msg: 'success', data: null };

    expect(contract.anyEnvelopeSchema._zod.def.type).toBe('lazy');
    expect(contract.anyEnvelopeSchema.parse(answer)).toEqual(answer);
    expect(contract.anyEnvelopeSchema.safeParse({ code: 'x', msg: '', data: null }).success).toBe(false);
  });
});
