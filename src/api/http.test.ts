import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BusinessCode, endpoints, SILENT_BUSINESS_CODES, type RankingRecordWire } from '../../contract';
import { getCarousel } from './getCarousel';
import { getFailRegisterList } from './getFailRegisterList';
import { getRaceRanking } from './getRaceRanking';
import { getSession, SessionAuthorizationError } from './getSession';
import { getTraderDropdown } from './getTraderDropdown';
import {
  callApi,
  FAILED_REQUEST_MESSAGE,
  request,
  RequestError,
  requestOutcome,
  sandboxTimeoutCapMs,
  TIMEOUT_MESSAGE,
} from './http';
import { traceEvents, type TraceEvent } from './traceEvents';

type FetchCall = { url: string; init: RequestInit };

const jsonResponse = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** A fake `fetch` that records calls and answers with the given responses in turn. */
const fakeFetch = (...answers: Response[]) => {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const answer = answers.shift();
    if (!answer) throw new Error('no answer prepared');
    return answer;
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
};

/** A fake `fetch` that never answers, only rejects when its signal aborts (as the real one does). */
const hangingFetch = () => {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string, init: RequestInit) =>
        new Promise<Response>((_, reject) => {
          calls.push({ url, init });
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    ),
  );
  return calls;
};

const header = (call: FetchCall | undefined, name: string) => new Headers(call?.init.headers).get(name);

const record: RankingRecordWire = {
  id: 1,
  ranking: 1,
  tradingType: 2,
  clientNationality: '1',
  fullName: '王小明',
  accountId: 20000001,
  maskAccountId: '200******',
  serverType: 'mt5',
  equity: 1200,
  equityJpy: 180000,
  rateOfReturn: 20,
  prizeMoney: 40000,
  prizeMoneyJpy: 6000000,
  startEquity: 1000,
  startEquityJpy: 150000,
  totalInGold: 0,
  totalInGoldJpy: 0,
  totalOutGold: 0,
  totalOutGoldJpy: 0,
  maxdown: 3.5,
  isMinStrategyDuration: 1,
  isMinVolume: 0,
  isMinTradingNum: 1,
  strategyDuration: 12,
  totalTradingNum: 40,
  totalVolume: 12.5,
};

const rankingRequest = { tradingType: 2, competitionRounds: 2, page: 1, pagesize: 10 } as const;

let events: TraceEvent[];
let unsubscribe: () => void;
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  events = [];
  unsubscribe = traceEvents.subscribe((event) => events.push(event));
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  unsubscribe();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('what every request sends', () => {
  it('sends credentials and a fresh X-Trace-Id per request', async () => {
    const { calls } = fakeFetch(jsonResponse({ code: 0, msg: 'ok', data: [] }), jsonResponse([]));
    await request(endpoints.signLoginList);
    await request(endpoints.carouselFile);
    const [first, second] = calls;
    expect(first?.init.credentials).toBe('include');
    expect(second?.init.credentials).toBe('include');
    const firstId = header(first, 'X-Trace-Id');
    expect(firstId).toMatch(/^[0-9a-f-]{36}$/);
    expect(header(second, 'X-Trace-Id')).not.toBe(firstId);
  });

  it('sends POST bodies as JSON', async () => {
    const { calls } = fakeFetch(jsonResponse({ code: 0, msg: 'ok', data: { records: [], total: 0 } }));
    await getRaceRanking({ ...rankingRequest, accountId: 123 });
    const [call] = calls;
    expect(call?.init.method).toBe('POST');
    expect(header(call, 'Content-Type')).toBe('application/json');
    expect(JSON.parse(String(call?.init.body))).toEqual({ ...rankingRequest, accountId: 123 });
  });

  it('appends query params to the URL and leaves out empty ones', async () => {
    const { calls } = fakeFetch(jsonResponse({ code: 0, msg: 'ok', data: { records: [], total: 0 } }));
    await request(endpoints.transactionHistory, {
      query: { activityType: 'client_event', prize: 1, status: undefined },
    });
    const url = new URL(calls[0]?.url ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/rewards/transactionHistory');
    // `lang` is the contract's default: the reader's locale names the rewards, Chinese unless told.
    expect(Object.fromEntries(url.searchParams)).toEqual({
      activityType: 'client_event',
      prize: '1',
      lang: 'sc',
    });
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('prefixes paths with VITE_API_BASE when it is set', async () => {
    vi.stubEnv('VITE_API_BASE', 'https://contest.example.com');
    const { calls } = fakeFetch(jsonResponse([]));
    await request(endpoints.carouselFile);
    expect(calls[0]?.url).toBe('https://contest.example.com/event-center/carousel/carousel.json');
  });

  it('does not send a request that breaks the contract', async () => {
    const { fetchMock } = fakeFetch();
    const result = await callApi(
      endpoints.signMatch,
      { body: { uuid: 'u1', login: 'abc', tradingType: 1 } },
      false,
    );
    expect(result).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalled();
  });
});

describe('timeouts', () => {
  it('throws Request timed out after 50 s by default and emits the trace id as token', async () => {
    vi.useFakeTimers();
    const calls = hangingFetch();
    const settled = vi.fn();
    const pending = request(endpoints.signLoginList).then(settled, (error: unknown) => {
      settled();
      throw error;
    });
    const assertion = expect(pending).rejects.toThrow(TIMEOUT_MESSAGE);
    await vi.advanceTimersByTimeAsync(49_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
    expect(events).toEqual([{ kind: 'timeout', token: header(calls[0], 'X-Trace-Id') }]);
  });

  it('gives /api/trader/dropdown 60 s, and its helper then answers false', async () => {
    vi.useFakeTimers();
    const calls = hangingFetch();
    const settled = vi.fn();
    const pending = getTraderDropdown().then((value) => {
      settled();
      return value;
    });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toBe(false);
    expect(events).toEqual([{ kind: 'timeout', token: header(calls[0], 'X-Trace-Id') }]);
    expect(consoleError).toHaveBeenCalled();
  });

  it("gives up after the sandbox page's short timeout when the service wrote one into the page", async () => {
    vi.useFakeTimers();
    hangingFetch();
    const meta = document.createElement('meta');
    meta.name = 'doo:sandbox-client-timeout-ms';
    meta.content = '1500';
    document.head.append(meta);
    try {
      expect(sandboxTimeoutCapMs(endpoints.signLoginList.path)).toBe(1500);
      const pending = request(
        endpoints.signLoginList,
        {},
        {
          fetch: (...args) => globalThis.fetch(...args),
          events: traceEvents,
          newTraceId: () => 'trace',
          base: () => '',
          clock: { observe: () => undefined },
          timeoutCapMs: (path) => sandboxTimeoutCapMs(path),
        },
      );
      const assertion = expect(pending).rejects.toThrow(TIMEOUT_MESSAGE);
      await vi.advanceTimersByTimeAsync(1500);
      await assertion;
    } finally {
      meta.remove();
    }
    expect(sandboxTimeoutCapMs(endpoints.signLoginList.path)).toBeUndefined();
  });

  it("keeps the sandbox page's short timeout to the calls it lists: a call that answers slowly is not cut short", async () => {
    vi.useFakeTimers();
    const meta = (name: string, content: string) => {
      const element = document.createElement('meta');
      element.name = name;
      element.content = content;
      document.head.append(element);
      return element;
    };
    const written = [
      meta('doo:sandbox-client-timeout-ms', '1500'),
      meta('doo:sandbox-client-timeout-paths', `${endpoints.signLoginList.path}|/api/location`),
    ];
    try {
      expect(sandboxTimeoutCapMs(endpoints.signLoginList.path)).toBe(1500);
      expect(sandboxTimeoutCapMs(endpoints.session.path)).toBeUndefined();
      let answer: (response: Response) => void = () => undefined;
      vi.stubGlobal(
        'fetch',
        (_url: string, init: RequestInit) =>
          new Promise<Response>((resolve, reject) => {
            answer = resolve;
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('The operation was aborted.', 'AbortError')),
            );
          }),
      );
      const dependencies = {
        fetch: (...args: Parameters<typeof fetch>) => globalThis.fetch(...args),
        events: traceEvents,
        newTraceId: () => 'trace',
        base: () => '',
        clock: { observe: () => undefined },
        timeoutCapMs: (path: string) => sandboxTimeoutCapMs(path),
      };
      const slow = requestOutcome(endpoints.session, {}, dependencies);
      await vi.advanceTimersByTimeAsync(5_000);
      answer(Response.json({ code: BusinessCode.SUCCESS, data: null }));
      await expect(slow).resolves.toMatchObject({ traceId: 'trace' });
    } finally {
      for (const element of written) element.remove();
    }
  });

  it('does not report a caller cancelling as a timeout', async () => {
    hangingFetch();
    const controller = new AbortController();
    const pending = request(endpoints.signLoginList, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow(/abort/i);
    expect(events).toEqual([]);
  });
});

describe('HTTP and business failures', () => {
  it('throws Failed to request! for a non-OK status and emits its trace id for the system-error toast', async () => {
    const { calls } = fakeFetch(jsonResponse({ code: 0, msg: 'ok', data: [] }, 500));
    await expect(request(endpoints.signLoginList)).rejects.toThrow(FAILED_REQUEST_MESSAGE);
    expect(events).toEqual([{ kind: 'failure', traceId: header(calls[0], 'X-Trace-Id') }]);
  });

  it('emits nothing when the network fails: there is no answer to trace', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(request(endpoints.signLoginList)).rejects.toThrow(FAILED_REQUEST_MESSAGE);
    expect(events).toEqual([]);
  });

  it('carries the trace id of the failed request, for a non-OK status and a network failure', async () => {
    const { calls } = fakeFetch(jsonResponse('bad gateway', 502));
    const statusError = await request(endpoints.signLoginList).catch((error: unknown) => error);
    expect(statusError).toBeInstanceOf(RequestError);
    expect((statusError as RequestError).traceId).toBe(header(calls[0], 'X-Trace-Id'));

    const offline = new TypeError('Failed to fetch');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(offline));
    const networkError = await request(endpoints.signLoginList).catch((error: unknown) => error);
    expect(networkError).toMatchObject({ message: FAILED_REQUEST_MESSAGE, cause: offline });
    expect((networkError as RequestError).traceId).toEqual(expect.any(String));
  });

  it('makes the helper answer false (lists too, never an empty list) and log for a non-OK status', async () => {
    fakeFetch(jsonResponse('not found', 404), jsonResponse('bad gateway', 502));
    await expect(getRaceRanking(rankingRequest)).resolves.toBe(false);
    await expect(getFailRegisterList()).resolves.toBe(false);
    expect(consoleError).toHaveBeenCalledTimes(2);
  });

  it('makes the helper answer false when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(getRaceRanking(rankingRequest)).resolves.toBe(false);
    expect(consoleError).toHaveBeenCalled();
  });

  it.each([...SILENT_BUSINESS_CODES])('reads silent business code %i as a quiet false', async (code) => {
    fakeFetch(jsonResponse({ code, msg: 'silent', data: null }));
    await expect(
      request(endpoints.signMatch, { body: { uuid: 'u', login: '1', tradingType: 1 } }),
    ).resolves.toBe(false);
    expect(events).toEqual([]);
  });

  it('emits a trace-id event for any other business code and answers false', async () => {
    const { calls } = fakeFetch(
      jsonResponse({ code: BusinessCode.MAX_ACCOUNTS_REACHED, msg: 'Too many', data: null }),
    );
    await expect(
      callApi(endpoints.signMatch, { body: { uuid: 'u', login: '1', tradingType: 1 } }, false),
    ).resolves.toBe(false);
    expect(events).toEqual([
      {
        kind: 'business',
        code: BusinessCode.MAX_ACCOUNTS_REACHED,
        traceId: header(calls[0], 'X-Trace-Id'),
        message: 'Too many',
      },
    ]);
  });
});

describe('parsing answers with the contract', () => {
  it('answers the parsed data on success', async () => {
    fakeFetch(jsonResponse({ code: 0, msg: 'success', data: { records: [record], total: 1 } }));
    await expect(getRaceRanking(rankingRequest)).resolves.toEqual({
      records: [{ ...record, isMinStrategyDuration: true, isMinVolume: false, isMinTradingNum: true }],
      total: 1,
    });
  });

  it('treats data that does not parse as a logged failure with the system-error toast, not a crash', async () => {
    const { calls } = fakeFetch(
      jsonResponse({ code: 0, msg: 'success', data: { records: [{ ...record, ranking: 'first' }] } }),
    );
    await expect(getRaceRanking(rankingRequest)).resolves.toBe(false);
    expect(consoleError).toHaveBeenCalled();
    expect(events).toEqual([{ kind: 'failure', traceId: header(calls[0], 'X-Trace-Id') }]);
  });

  it('treats a body that is not JSON as a failure, with the system-error toast', async () => {
    const { calls } = fakeFetch(jsonResponse('{"code":0,"data":'));
    await expect(getRaceRanking(rankingRequest)).resolves.toBe(false);
    expect(consoleError).toHaveBeenCalled();
    expect(events).toEqual([{ kind: 'failure', traceId: header(calls[0], 'X-Trace-Id') }]);
  });

  it('treats JSON that is not an envelope as a failure', async () => {
    fakeFetch(jsonResponse({ records: [] }));
    const outcome = await requestOutcome(endpoints.raceRanking, { body: rankingRequest });
    expect(outcome).toMatchObject({ ok: false, reason: 'invalid-response' });
  });

  it('reads file endpoints without an envelope', async () => {
    const slides = [{ img: '/a.png', text: 'text1', desc: 'desc1' }];
    fakeFetch(jsonResponse(slides), jsonResponse({ code: 0, msg: 'ok', data: slides }));
    await expect(getCarousel()).resolves.toEqual(slides);
    await expect(getCarousel()).resolves.toBe(false);
  });
});

describe('getSession', () => {
  it('answers the session user', async () => {
    const user = {
      uuid: 'u1',
      nationality: '1',
      switchUser: false,
      userType: 'crm_client',
      blacklist: [],
    };
    fakeFetch(jsonResponse({ code: 0, msg: 'success', data: user }));
    await expect(getSession()).resolves.toEqual(user);
  });

  it('throws with the trace id and code when the session is not authorised, without a toast', async () => {
    const { calls } = fakeFetch(
      jsonResponse({
        code: BusinessCode.SESSION_MISSING,
        msg: 'Failed to retrieve JSID from cookie!',
        data: null,
      }),
    );
    const error = await getSession().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SessionAuthorizationError);
    expect(error).toMatchObject({
      message: 'Failed to retrieve JSID from cookie!',
      code: BusinessCode.SESSION_MISSING,
      traceId: header(calls[0], 'X-Trace-Id'),
    });
    expect(events).toEqual([]);
  });
});

describe('the service clock', () => {
  it("learns the service's time from the Date header of an answer, failed or not", async () => {
    const observe = vi.fn();
    const answer = (status: number) =>
      new Response(JSON.stringify({ code: 0, msg: 'ok', data: [] }), {
        status,
        headers: { 'Content-Type': 'application/json', Date: 'Sat, 12 Dec 2026 00:00:00 GMT' },
      });
    const dependencies = {
      fetch: vi.fn().mockResolvedValueOnce(answer(200)).mockResolvedValueOnce(answer(500)),
      events: traceEvents,
      newTraceId: () => 'trace',
      base: () => '',
      clock: { observe },
      timeoutCapMs: () => undefined,
    };
    await requestOutcome(endpoints.signLoginList, {}, dependencies);
    await requestOutcome(endpoints.signLoginList, {}, dependencies).catch(() => undefined);
    expect(observe).toHaveBeenCalledTimes(2);
    expect(observe.mock.calls[0]?.[0]).toBe(Date.UTC(2026, 11, 12));
  });
});
