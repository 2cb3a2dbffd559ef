import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BusinessCode } from '../../contract';
import { signMatch } from './signMatch';
import { traceEvents, type TraceEvent } from './traceEvents';

const answer = (body: unknown, status = 200) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      traceIds.push(new Headers(init.headers).get('X-Trace-Id'));
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );

const request = { uuid: 'persona-in-client', login: '8600001', tradingType: 2 } as const;
let events: TraceEvent[];
let traceIds: Array<string | null>;
let unsubscribe: () => void;

beforeEach(() => {
  events = [];
  traceIds = [];
  unsubscribe = traceEvents.subscribe((event) => events.push(event));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  unsubscribe();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('signMatch', () => {
  it('answers the registration', async () => {
    answer({ code: 0, msg: 'success', data: { id: 7, accountId: 20600001, competitionRounds: 2 } });
    await expect(signMatch(request)).resolves.toEqual({
      ok: true,
      registration: { id: 7, accountId: 20600001, competitionRounds: 2 },
    });
  });

  it.each([
    BusinessCode.NATIONALITY_NOT_ELIGIBLE,
    BusinessCode.ACCOUNT_ALREADY_ENROLLED,
    BusinessCode.BLACKLIST_UNAVAILABLE_FOR_ENROLMENT,
    BusinessCode.ACCOUNT_NOT_FOUND,
    BusinessCode.MAX_ACCOUNTS_REACHED,
    BusinessCode.INTERNAL_ERROR,
  ])('hands refusal %i to the registration flow without a system-error toast', async (code) => {
    answer({ code, msg: 'refused', data: null });
    await expect(signMatch(request)).resolves.toEqual({ ok: false, code, traceId: traceIds[0] });
    expect(traceIds[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(events).toEqual([]);
  });

  it('answers a failed request with its trace id and no code', async () => {
    answer('down', 502);
    await expect(signMatch(request)).resolves.toEqual({ ok: false, code: null, traceId: traceIds[0] });
  });

  it('does not send a request that breaks the contract', async () => {
    answer({ code: 0, msg: 'success', data: null });
    const result = await signMatch({ ...request, login: 'abc' });
    expect(result).toMatchObject({ ok: false, code: null });
    expect(traceIds).toEqual([]);
  });
});
