import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { expect } from 'vitest';
import { envelopeSchema, errorEnvelopeSchema, endpoints, type EndpointName } from '../../../contract';
import type * as z from 'zod/mini';
import { mountContestService, type ContestService } from '../contestService';
import { createServiceClock } from '../service/clock';

/** The tests' "now": seeding anchors the rounds here, so round 2 runs from 10 days before to 18 after. */
export const TEST_NOW = new Date('2026-03-15T08:30:00.000Z');
export const DAY_MS = 86_400_000;

type CallInput = {
  query?: Record<string, string | number>;
  body?: unknown;
  /** A body as sent; a stream goes chunked, without a Content-Length. */
  rawBody?: string | ReadableStream<Uint8Array>;
  cookie?: string;
  headers?: Record<string, string>;
};

export type TestService = ReturnType<typeof startTestService>;

const DATABASE_FILE = 'contest.db';

const testClock = () => createServiceClock(() => TEST_NOW.getTime());

/**
 * The database a fresh service seeds on its first start, made once per test process: each test starts on a
 * copy of it. Seeding took about a second of CPU, and it was made again for each of the 176 tests.
 */
let seededDatabase: string | undefined;
const seededDatabaseFile = () => {
  if (!seededDatabase) {
    const directory = mkdtempSync(join(tmpdir(), 'contest-seeded-'));
    process.once('exit', () => rmSync(directory, { recursive: true, force: true }));
    const path = join(directory, DATABASE_FILE);
    // The service's own first start: closing it leaves the whole database in the one file (no WAL).
    mountContestService(new Hono(), {
      dbPath: path,
      sandbox: true,
      clock: testClock(),
    }).close();
    seededDatabase = path;
  }
  return seededDatabase;
};

export const startTestService = (
  options: { sandbox?: boolean; directory?: string; secureCookies?: boolean } = {},
) => {
  const directory = options.directory ?? mkdtempSync(join(tmpdir(), 'contest-test-'));
  const dbPath = join(directory, DATABASE_FILE);
  if (!existsSync(dbPath)) copyFileSync(seededDatabaseFile(), dbPath);
  let app = new Hono();
  const clock = testClock();
  const mount = () =>
    mountContestService(app, {
      dbPath,
      sandbox: options.sandbox ?? true,
      secureCookies: options.secureCookies ?? false,
      clock,
    });
  let service: ContestService = mount();

  const fetchPath = (method: string, path: string, input: CallInput = {}) => {
    const search = new URLSearchParams(
      Object.entries(input.query ?? {}).map(([key, value]) => [key, String(value)]),
    ).toString();
    const headers: Record<string, string> = { ...input.headers };
    if (input.cookie) headers.Cookie = input.cookie;
    const body = input.rawBody ?? (input.body === undefined ? undefined : JSON.stringify(input.body));
    if (body !== undefined && !headers['Content-Type']) headers['Content-Type'] = 'application/json';
    const init: RequestInit & { duplex?: 'half' } = { method, headers, body };
    if (body instanceof ReadableStream) init.duplex = 'half';
    return app.request(`${path}${search ? `?${search}` : ''}`, init);
  };

  const call = (name: EndpointName, input: CallInput = {}) =>
    fetchPath(endpoints[name].method, endpoints[name].path, input);

  /** Calls and checks the answer is a success whose data parses with the contract. */
  const ok = async <Name extends EndpointName>(
    name: Name,
    input: CallInput = {},
  ): Promise<z.infer<(typeof endpoints)[Name]['response']>> => {
    const response = await call(name, input);
    expect(response.status).toBe(200);
    const json: unknown = await response.json();
    const endpoint = endpoints[name];
    if (!endpoint.envelope)
      return endpoint.response.parse(json) as z.infer<(typeof endpoints)[Name]['response']>;
    const envelope = envelopeSchema(endpoint.response).parse(json);
    expect(envelope.code, envelope.msg).toBe(0);
    return envelope.data as z.infer<(typeof endpoints)[Name]['response']>;
  };

  /** Calls and checks the answer is a 200 error envelope with `code`. */
  const fails = async (name: EndpointName, code: number, input: CallInput = {}) => {
    const response = await call(name, input);
    expect(response.status).toBe(200);
    const envelope = errorEnvelopeSchema.parse(await response.json());
    expect(envelope.code).toBe(code);
    return envelope;
  };

  const signIn = async (persona: string): Promise<string> => {
    const response = await fetchPath('POST', '/sandbox/session', { body: { persona } });
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie')?.split(';')[0];
    if (!cookie) throw new Error(`no session cookie for ${persona}`);
    return cookie;
  };

  const setClock = (now: Date) => fetchPath('POST', '/sandbox/clock', { body: { now: now.toISOString() } });

  return {
    directory,
    get db() {
      return service.db;
    },
    fetchPath,
    /** The whole app as a fetch handler, for a real HTTP server in front of it. */
    fetch: (request: Request) => app.fetch(request),
    call,
    ok,
    fails,
    signIn,
    setClock,
    /** Closes the database and opens the same file again in a fresh app, as a restart would. */
    restart: () => {
      service.close();
      app = new Hono();
      service = mount();
    },
    stop: (removeFiles = true) => {
      service.close();
      if (removeFiles) rmSync(directory, { recursive: true, force: true });
    },
  };
};
