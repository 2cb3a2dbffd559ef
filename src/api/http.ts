import type * as z from 'zod/mini';
import {
  anyEnvelopeSchema,
  isSilentBusinessCode,
  SANDBOX_CLIENT_TIMEOUT_META,
  SANDBOX_CLIENT_TIMEOUT_PATHS_META,
  readSandboxTimeoutPaths,
  type EndpointDefinition,
  parseHttpDate,
} from '../../contract';
import { serviceClock, type ServiceClock } from './serviceClock';
import { traceEvents, type TraceEmitter } from './traceEvents';

/** §9: 50 s by default; the calls §7 marks wait 60 s. */
export const DEFAULT_TIMEOUT_MS = 50_000;
export const LONG_TIMEOUT_MS = 60_000;

export const TIMEOUT_MESSAGE = 'Request timed out';
export const FAILED_REQUEST_MESSAGE = 'Failed to request!';

/** Where the contest service lives; empty = the app's own origin (the local service). */
export const apiBase = (): string => (import.meta.env.VITE_API_BASE as string | undefined) ?? '';

/** A request that failed before it had an answer (non-OK status, timeout, network); carries its trace id. */
export class RequestError extends Error {
  readonly traceId: string;
  /** The HTTP status of an answer that came with an error status; absent for a timeout or a network failure. */
  readonly status: number | undefined;

  constructor(message: string, traceId: string, options?: ErrorOptions & { status?: number }) {
    super(message, options);
    this.name = 'RequestError';
    this.traceId = traceId;
    this.status = options?.status;
  }
}

type QueryValue = string | number | boolean | undefined | null;

export type RequestInput = {
  query?: Record<string, QueryValue>;
  body?: unknown;
  timeoutMs?: number;
  /** Lets a caller (a machine leaving its state) cancel; this is not reported as a timeout. */
  signal?: AbortSignal;
  cache?: RequestCache;
};

export type RequestDependencies = {
  fetch: typeof fetch;
  events: TraceEmitter;
  newTraceId: () => string;
  base: () => string;
  clock: Pick<ServiceClock, 'observe'>;
  /** A cap on the timeout of a call to `path`: only the sandbox sets one (for its hang sweeps); `undefined` otherwise. */
  timeoutCapMs: (path: string) => number | undefined;
};

/** A whole number of milliseconds the sandbox service wrote into the page as a meta tag (never in production mode). */
export const sandboxMetaMs = (
  name: string,
  doc: Document | undefined = globalThis.document,
): number | undefined => {
  const content = doc?.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
  const ms = Number(content);
  return content && Number.isInteger(ms) && ms > 0 ? ms : undefined;
};

/**
 * The sandbox's short client timeout for a call to `path`, when the service wrote it into the page (never in
 * production mode): for the paths it lists, or for every path when it lists none.
 */
export const sandboxTimeoutCapMs = (
  path: string,
  doc: Document | undefined = globalThis.document,
): number | undefined => {
  const ms = sandboxMetaMs(SANDBOX_CLIENT_TIMEOUT_META, doc);
  const paths = readSandboxTimeoutPaths(
    doc?.querySelector(`meta[name="${SANDBOX_CLIENT_TIMEOUT_PATHS_META}"]`)?.getAttribute('content'),
  );
  return paths === undefined || paths.includes(path) ? ms : undefined;
};

const defaultDependencies: RequestDependencies = {
  fetch: (...args) => globalThis.fetch(...args),
  events: traceEvents,
  newTraceId: () => crypto.randomUUID(),
  base: apiBase,
  clock: serviceClock,
  timeoutCapMs: (path) => sandboxTimeoutCapMs(path),
};

export type CallOutcome<Data> =
  | { ok: true; data: Data; traceId: string }
  | {
      ok: false;
      reason: 'business';
      code: number;
      message: string;
      /** What the service sent with the code, e.g. an `errorDescription`; not parsed by the contract. */
      data: unknown;
      traceId: string;
    }
  | { ok: false; reason: 'invalid-request' | 'invalid-response'; traceId: string };

const buildUrl = (base: string, path: string, query: RequestInput['query']): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
};

/**
 * Sends one request and reads its JSON. Throws a `RequestError`: `Request timed out` (after emitting
 * `{ kind: 'timeout' }`), or `Failed to request!` for a non-OK status or a network failure. A caller's own
 * abort is rethrown as it is. A body that is not JSON yields `undefined`.
 */
const send = async (
  endpoint: EndpointDefinition,
  input: RequestInput,
  traceId: string,
  dependencies: RequestDependencies,
): Promise<unknown> => {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(
    () => {
      timedOut = true;
      controller.abort();
    },
    Math.min(input.timeoutMs ?? DEFAULT_TIMEOUT_MS, dependencies.timeoutCapMs(endpoint.path) ?? Infinity),
  );
  const forwardAbort = () => controller.abort();
  input.signal?.addEventListener('abort', forwardAbort, { once: true });

  const headers: Record<string, string> = { Accept: 'application/json', 'X-Trace-Id': traceId };
  const hasBody = endpoint.method !== 'GET' && input.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';

  try {
    const sentAt = Date.now();
    const response = await dependencies.fetch(buildUrl(dependencies.base(), endpoint.path, input.query), {
      method: endpoint.method,
      credentials: 'include',
      headers,
      body: hasBody ? JSON.stringify(input.body) : undefined,
      signal: controller.signal,
      cache: input.cache,
    });
    dependencies.clock.observe(parseHttpDate(response.headers.get('Date')), sentAt, Date.now());
    if (!response.ok) throw new RequestError(FAILED_REQUEST_MESSAGE, traceId, { status: response.status });
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  } catch (error) {
    // Once our timer has aborted the request, whatever the fetch rejects with is the timeout.
    if (timedOut) {
      dependencies.events.emit({ kind: 'timeout', token: traceId });
      throw new RequestError(TIMEOUT_MESSAGE, traceId);
    }
    if (error instanceof RequestError || (error instanceof DOMException && error.name === 'AbortError'))
      throw error;
    throw new RequestError(FAILED_REQUEST_MESSAGE, traceId, { cause: error });
  } finally {
    clearTimeout(timer);
    input.signal?.removeEventListener('abort', forwardAbort);
  }
};

/**
 * One call of the contract, with its answer parsed. Business failures and unparsable answers come back as
 * outcomes; timeouts, non-OK statuses and network errors throw.
 */
export const requestOutcome = async <Endpoint extends EndpointDefinition>(
  endpoint: Endpoint,
  input: RequestInput = {},
  dependencies: RequestDependencies = defaultDependencies,
): Promise<CallOutcome<z.infer<Endpoint['response']>>> => {
  const traceId = dependencies.newTraceId();
  const query = endpoint.query && input.query ? endpoint.query.safeParse(input.query) : undefined;
  const body = endpoint.body ? endpoint.body.safeParse(input.body ?? {}) : undefined;
  if (query?.success === false || body?.success === false) {
    console.error(`${endpoint.path}: request does not match the contract`, (query ?? body)?.error);
    return { ok: false, reason: 'invalid-request', traceId };
  }
  const payload = await send(
    endpoint,
    {
      ...input,
      query: query ? (query.data as RequestInput['query']) : input.query,
      body: body ? body.data : input.body,
    },
    traceId,
    dependencies,
  );
  return parseAnswer(endpoint, payload, traceId);
};

/** An answer's JSON read by the contract: its data, its business code, or why it does not match. */
export const parseAnswer = <Endpoint extends EndpointDefinition>(
  endpoint: Endpoint,
  payload: unknown,
  traceId: string,
): CallOutcome<z.infer<Endpoint['response']>> => {
  if (!endpoint.envelope) {
    const file = endpoint.response.safeParse(payload);
    if (file.success) return { ok: true, data: file.data as z.infer<Endpoint['response']>, traceId };
    console.error(`${endpoint.path}: answer does not match the contract`, file.error);
    return { ok: false, reason: 'invalid-response', traceId };
  }

  const envelope = anyEnvelopeSchema.safeParse(payload);
  if (!envelope.success) {
    console.error(`${endpoint.path}: answer is not an envelope`, envelope.error);
    return { ok: false, reason: 'invalid-response', traceId };
  }
  const { code, msg, data } = envelope.data;
  if (code !== 0) return { ok: false, reason: 'business', code, message: msg, data, traceId };
  const parsed = endpoint.response.safeParse(data);
  if (parsed.success) return { ok: true, data: parsed.data as z.infer<Endpoint['response']>, traceId };
  console.error(`${endpoint.path}: data does not match the contract`, parsed.error);
  return { ok: false, reason: 'invalid-response', traceId };
};

/**
 * One call, reported as §8 asks: an error status, an unparsable answer and a non-silent code emit a trace-id
 * event for the system-error toast (a timeout emits its own; a network failure has no answer to trace), and
 * a non-silent code is logged. A silent code is a quiet outcome. For a caller that reads the outcome itself.
 */
export const reportedOutcome = async <Endpoint extends EndpointDefinition>(
  endpoint: Endpoint,
  input: RequestInput = {},
  dependencies: RequestDependencies = defaultDependencies,
): Promise<CallOutcome<z.infer<Endpoint['response']>>> => {
  let outcome: CallOutcome<z.infer<Endpoint['response']>>;
  try {
    outcome = await requestOutcome(endpoint, input, dependencies);
  } catch (error) {
    if (error instanceof RequestError && error.status !== undefined) {
      dependencies.events.emit({ kind: 'failure', traceId: error.traceId });
    }
    throw error;
  }
  if (outcome.ok) return outcome;
  if (outcome.reason === 'invalid-response') {
    dependencies.events.emit({ kind: 'failure', traceId: outcome.traceId });
  }
  if (outcome.reason === 'business' && !isSilentBusinessCode(outcome.code)) {
    dependencies.events.emit({
      kind: 'business',
      code: outcome.code,
      traceId: outcome.traceId,
      message: outcome.message,
    });
    console.error(`${endpoint.path}: business code ${outcome.code} (${outcome.message})`, outcome.traceId);
  }
  return outcome;
};

/** §8 semantics: the data, or `false` for any business code or unparsable answer; other failures throw. */
export const request = async <Endpoint extends EndpointDefinition>(
  endpoint: Endpoint,
  input: RequestInput = {},
  dependencies: RequestDependencies = defaultDependencies,
): Promise<z.infer<Endpoint['response']> | false> => {
  const outcome = await reportedOutcome(endpoint, input, dependencies);
  return outcome.ok ? outcome.data : false;
};

/**
 * For a section that must tell "nothing to show" from "failed": the data, or `false` for a silent business
 * code only (§8: the service has nothing for this person); every other failure throws, so the section can
 * say it failed and offer Try again.
 */
export const requestUnlessFailed = async <Endpoint extends EndpointDefinition>(
  endpoint: Endpoint,
  input: RequestInput = {},
  dependencies: RequestDependencies = defaultDependencies,
): Promise<z.infer<Endpoint['response']> | false> => {
  const outcome = await reportedOutcome(endpoint, input, dependencies);
  if (outcome.ok) return outcome.data;
  if (outcome.reason === 'business' && isSilentBusinessCode(outcome.code)) return false;
  throw new Error(`${endpoint.path}: ${outcome.reason}`);
};

/**
 * What the API helpers use: never throws. Any failure (thrown or `false`) is logged and becomes `fallback`
 * (`false`, or `[]` for lists).
 */
export const callApi = async <Endpoint extends EndpointDefinition, Fallback>(
  endpoint: Endpoint,
  input: RequestInput,
  fallback: Fallback,
  dependencies: RequestDependencies = defaultDependencies,
): Promise<z.infer<Endpoint['response']> | Fallback> => {
  try {
    const result = await request(endpoint, input, dependencies);
    return result === false ? fallback : result;
  } catch (error) {
    console.error(`${endpoint.path}: request failed`, error);
    return fallback;
  }
};
