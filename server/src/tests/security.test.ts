import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADDRESS_LIMITS, AddressErrorKey, BusinessCode } from '../../../contract';
import { createApp } from '../app';
import { readServiceConfig } from '../config';
import { safeRedirect } from '../sandbox/loginPage';
import { AFTER_FIRST_PAINT_SCRIPT, AFTER_FIRST_PAINT_SCRIPT_HASH } from '../afterFirstPaint';
import { RADIX_SELECT_VIEWPORT_STYLE_HASH, renderHeadersFile, securityHeaders } from '../securityHeaders';
import { startTestService, type TestService } from './harness';

let service: TestService;
beforeEach(() => {
  service = startTestService();
});
afterEach(() => service.stop());

const address = {
  receiveName: 'Attacker',
  receiveAreaCode: '+86',
  receiveContact: '13800138000',
  receiveAddress: 'Somewhere else',
};

/** What a `<form enctype="text/plain">` on another port of the same host sends: a body that parses as JSON. */
const crossSiteForm = (body: unknown) => ({
  rawBody: JSON.stringify(body),
  headers: {
    'Content-Type': 'text/plain',
    Origin: 'http://localhost:4000',
    'Sec-Fetch-Site': 'same-site',
    'Sec-Fetch-Mode': 'navigate',
  },
});
/** A top-level navigation started by another site. */
const crossSiteGet = { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' };
const sameOrigin = { 'Sec-Fetch-Site': 'same-origin', Origin: 'http://localhost' };

const expectRefused = async (response: Response) => {
  expect(response.status).toBe(403);
  expect(((await response.json()) as { code: number }).code).toBe(BusinessCode.FORBIDDEN);
};

describe('no cross-site writes (issue 15, 1)', () => {
  it('refuses a cross-site text/plain form that claims a gift, and stores nothing', async () => {
    const cookie = await service.signIn('cn-participant');
    await expectRefused(await service.call('submitAddress', { cookie, ...crossSiteForm(address) }));
    expect(await service.ok('getAddress', { cookie, query: { competitionRounds: 2 } })).toBeNull();
  });

  it('refuses a text/plain body even without browser headers (JSON bodies need application/json)', async () => {
    const cookie = await service.signIn('cn-participant');
    const response = await service.call('submitAddress', {
      cookie,
      rawBody: JSON.stringify(address),
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(response.status).not.toBe(200);
    expect(await service.ok('getAddress', { cookie, query: { competitionRounds: 2 } })).toBeNull();
  });

  it('refuses a cross-site form that registers the account, and enrols nothing', async () => {
    const cookie = await service.signIn('cn-non-participant');
    const before = await service.ok('signLoginList', { cookie });
    await expectRefused(
      await service.call('signMatch', {
        cookie,
        ...crossSiteForm({ uuid: 'persona-cn-non-participant', login: '8800001', tradingType: 2 }),
      }),
    );
    expect(await service.ok('signLoginList', { cookie })).toEqual(before);
  });

  it('refuses a cross-site directLogin (it hands out the provider token)', async () => {
    const cookie = await service.signIn('jp-client');
    await expectRefused(await service.call('directLogin', { cookie, ...crossSiteForm({}) }));
    const jsonCrossSite = await service.call('directLogin', {
      cookie,
      body: {},
      headers: { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
    });
    await expectRefused(jsonCrossSite);
  });

  it('refuses a cross-site GET that switches the session type', async () => {
    const cookie = await service.signIn('kr-switch');
    await expectRefused(await service.call('switchUser', { cookie, headers: crossSiteGet }));
    await expectRefused(
      await service.call('switchUser', { cookie, headers: { 'Sec-Fetch-Site': 'same-site' } }),
    );
    expect((await service.ok('session', { cookie })).userType).toBe('crm_client');
  });

  it.each(['logout', 'clearSite'] as const)(
    'refuses a cross-site GET to %s and keeps the session',
    async (name) => {
      const cookie = await service.signIn('cn-participant');
      const response = await service.call(name, { cookie, headers: crossSiteGet });
      await expectRefused(response);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect((await service.ok('session', { cookie })).uuid).toBe('persona-cn-participant');
    },
  );

  it('refuses a GET from an old browser whose Referer names another site', async () => {
    const cookie = await service.signIn('cn-participant');
    await expectRefused(
      await service.call('logout', { cookie, headers: { Referer: 'https://evil.example/page' } }),
    );
    expect((await service.ok('session', { cookie })).uuid).toBe('persona-cn-participant');
  });

  it('refuses cross-site sandbox controls', async () => {
    const clock = await service.fetchPath(
      'POST',
      '/sandbox/clock',
      crossSiteForm({ now: '2030-01-01T00:00:00Z' }),
    );
    await expectRefused(clock);
    await expectRefused(await service.fetchPath('DELETE', '/sandbox/faults', { headers: crossSiteGet }));
    await expectRefused(
      await service.fetchPath('POST', '/sandbox/session', {
        rawBody: 'persona=cn-participant',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
      }),
    );
  });

  it('lets the app itself through: same-origin fetches and the sandbox sign-in form', async () => {
    const cookie = await service.signIn('kr-switch');
    expect((await service.ok('switchUser', { cookie, headers: sameOrigin })).userType).toBe('crm_ib');
    const participant = await service.signIn('cn-participant');
    await service.ok('submitAddress', { cookie: participant, body: address, headers: sameOrigin });
    const form = await service.fetchPath('POST', '/sandbox/session', {
      rawBody: 'persona=hk-ib&redirect=%2Fdoo-trader',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...sameOrigin },
    });
    expect(form.status).toBe(303);
    // A bookmark or typed address (Sec-Fetch-Site: none) may still sign out.
    expect((await service.call('logout', { cookie, headers: { 'Sec-Fetch-Site': 'none' } })).status).toBe(
      200,
    );
  });

  it('accepts the public origin behind a TLS proxy (X-Forwarded-Proto)', async () => {
    const cookie = await service.signIn('kr-switch');
    const response = await service.fetchPath('GET', '/validate/switchUser', {
      cookie,
      headers: {
        Host: 'promo.example.com',
        'X-Forwarded-Proto': 'https',
        Origin: 'https://promo.example.com',
        'Sec-Fetch-Site': 'same-origin',
      },
    });
    expect(response.status).toBe(200);
  });
});

describe('the session stays secret (issue 15, 2)', () => {
  it('answers no session id or refresh token, and never lets the answer be stored', async () => {
    const cookie = await service.signIn('cn-participant');
    const response = await service.call('session', { cookie });
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(Object.keys(data).sort()).toEqual(['blacklist', 'nationality', 'switchUser', 'userType', 'uuid']);
    expect(JSON.stringify(data)).not.toContain(cookie.split('=')[1]);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('marks every answer that depends on the session no-store', async () => {
    const cookie = await service.signIn('cn-participant');
    for (const name of ['signLoginList', 'location', 'traderDropdown', 'redirectCrm'] as const) {
      expect((await service.call(name, { cookie })).headers.get('cache-control'), name).toBe('no-store');
    }
    const address = await service.call('getAddress', { cookie, query: { competitionRounds: 2 } });
    expect(address.headers.get('cache-control')).toBe('no-store');
    expect((await service.call('session')).headers.get('cache-control')).toBe('no-store');
  });
});

describe('cookies and HSTS (issue 15, 3)', () => {
  it('turns secure cookies on in production mode only', () => {
    expect(readServiceConfig({ CONTEST_MODE: 'production' }).secureCookies).toBe(true);
    expect(readServiceConfig({}).secureCookies).toBe(false);
  });

  it('sets a __Host- prefixed, Secure, SameSite=Lax session cookie when secure, and reads it back', async () => {
    const secure = startTestService({ secureCookies: true });
    try {
      const response = await secure.fetchPath('POST', '/sandbox/session', { body: { persona: 'hk-ib' } });
      const setCookie = response.headers.get('set-cookie') ?? '';
      expect(setCookie).toMatch(/^__Host-JSID=\w+;/);
      expect(setCookie).toMatch(/; Secure/);
      expect(setCookie).toMatch(/SameSite=Lax/);
      expect(setCookie).toMatch(/Path=\/(;|$)/);
      expect(setCookie).not.toMatch(/Domain=/);
      const cookie = setCookie.split(';')[0]!;
      expect((await secure.ok('session', { cookie })).uuid).toBe('persona-hk-ib');
      const out = await secure.call('logout', { cookie });
      expect(out.headers.get('set-cookie')).toMatch(/^__Host-JSID=;.*Secure/);
    } finally {
      secure.stop();
    }
  });

  it('keeps a plain JSID over http in sandbox mode', async () => {
    const response = await service.fetchPath('POST', '/sandbox/session', { body: { persona: 'hk-ib' } });
    expect(response.headers.get('set-cookie')).toMatch(/^JSID=\w+;/);
  });

  it('sends HSTS of a year only over HTTPS', async () => {
    const app = createApp();
    app.get('/ping', (c) => c.text('ok'));
    expect((await app.request('http://localhost/ping')).headers.get('strict-transport-security')).toBeNull();
    for (const response of [
      await app.request('https://localhost/ping'),
      await app.request('http://localhost/ping', { headers: { 'X-Forwarded-Proto': 'https' } }),
    ]) {
      const hsts = response.headers.get('strict-transport-security') ?? '';
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    }
  });
});

describe('static files (issue 15, 4 and 6)', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'contest-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>app</title></head></html>');
    writeFileSync(join(dist, 'assets', 'main-abc.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'main-abc.js.map'), '{}');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('answers 404 for a missing asset, never index.html', async () => {
    const app = createApp({ staticDir: dist });
    expect((await app.request('/assets/main-abc.js')).status).toBe(200);
    const missing = await app.request('/assets/main-old.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<title>app');
    expect((await app.request('/doo-trader')).status).toBe(200);
  });

  it('shortens the client timeouts of a sandbox page that asks, never in production mode', async () => {
    const page = async (app: ReturnType<typeof createApp>, cookie: string) =>
      (await app.request('/doo-trader', { headers: { Cookie: cookie } })).text();
    const meta = '<meta name="doo:sandbox-client-timeout-ms" content="1500">';
    expect(
      await page(createApp({ staticDir: dist, sandbox: true }), 'sandbox-client-timeout-ms=1500'),
    ).toContain(meta);
    expect(
      await page(createApp({ staticDir: dist, production: true }), 'sandbox-client-timeout-ms=1500'),
    ).not.toContain('sandbox-client-timeout');
    for (const unfit of ['5', '99999999', '1e3', '"><script>']) {
      expect(
        await page(createApp({ staticDir: dist, sandbox: true }), `sandbox-client-timeout-ms=${unfit}`),
      ).not.toContain('sandbox-client-timeout');
    }
  });

  it("keeps a sandbox page's short timeouts to the calls it names, never in production mode", async () => {
    const page = async (app: ReturnType<typeof createApp>, cookie: string) =>
      (await app.request('/doo-trader', { headers: { Cookie: cookie } })).text();
    const named =
      'sandbox-client-timeout-ms=1500; sandbox-client-timeout-paths=/api/location|/validate/session';
    expect(await page(createApp({ staticDir: dist, sandbox: true }), named)).toContain(
      '<meta name="doo:sandbox-client-timeout-paths" content="/api/location|/validate/session">',
    );
    expect(await page(createApp({ staticDir: dist, production: true }), named)).not.toContain('sandbox-');
    // Without a timeout there is nothing to keep to the paths.
    expect(
      await page(createApp({ staticDir: dist, sandbox: true }), 'sandbox-client-timeout-paths=/api/location'),
    ).not.toContain('sandbox-client-timeout');
    for (const unfit of ['api/location', '/api/location|', '/a"><script>', '/a|b']) {
      expect(
        await page(
          createApp({ staticDir: dist, sandbox: true }),
          `sandbox-client-timeout-ms=1500; sandbox-client-timeout-paths=${unfit}`,
        ),
      ).not.toContain('sandbox-client-timeout-paths');
    }
  });

  it('shortens the leaderboard poll of a sandbox page that asks (issue 16), never in production mode', async () => {
    const page = async (app: ReturnType<typeof createApp>, cookie: string) =>
      (await app.request('/doo-trader', { headers: { Cookie: cookie } })).text();
    const both = 'sandbox-client-timeout-ms=1500; sandbox-ranking-poll-ms=2000';
    const sandboxPage = await page(createApp({ staticDir: dist, sandbox: true }), both);
    expect(sandboxPage).toContain('<meta name="doo:sandbox-ranking-poll-ms" content="2000">');
    expect(sandboxPage).toContain('<meta name="doo:sandbox-client-timeout-ms" content="1500">');
    expect(await page(createApp({ staticDir: dist, production: true }), both)).not.toContain('sandbox-');
    for (const unfit of ['5', '99999999', '"><script>']) {
      expect(
        await page(createApp({ staticDir: dist, sandbox: true }), `sandbox-ranking-poll-ms=${unfit}`),
      ).not.toContain('sandbox-ranking-poll');
    }
  });

  it('serves no source map in production mode', async () => {
    expect(
      (await createApp({ staticDir: dist, production: true }).request('/assets/main-abc.js.map')).status,
    ).toBe(404);
  });

  it('gives the app the broker sign-in URLs in production mode, and no sandbox sign-in', async () => {
    const config = readServiceConfig({
      CONTEST_MODE: 'production',
      CONTEST_LOGIN_URL: 'https://my.broker.example/login',
    });
    const app = createApp({ staticDir: dist, production: true, signInUrls: config.signInUrls });
    const html = await (await app.request('/doo-trader')).text();
    expect(html).toContain('<meta name="doo:login-url" content="https://my.broker.example/login">');
    expect(html).toContain('<meta name="doo:register-url" content="https://my.example.com/register">');
    expect(readServiceConfig({}).signInUrls).toBeUndefined();
    const production = startTestService({ sandbox: false });
    try {
      expect((await production.fetchPath('GET', '/sandbox/login')).status).toBe(404);
    } finally {
      production.stop();
    }
  });

  it('says production mode in index.html, so that the app never starts the QA inspector (src/app/inspector)', async () => {
    const mode = '<meta name="doo:mode" content="production">';
    expect(
      await (await createApp({ staticDir: dist, production: true }).request('/doo-trader')).text(),
    ).toContain(mode);
    expect(await (await createApp({ staticDir: dist }).request('/doo-trader')).text()).not.toContain(mode);
  });

  it('writes a static host headers file that matches the headers the service sends', async () => {
    const app = createApp({ staticDir: dist });
    const response = await app.request('https://localhost/doo-trader');
    const file = renderHeadersFile();
    expect(file.split('\n')[0]).toBe('/*');
    const sent = Object.entries(securityHeaders({ https: true }));
    expect(sent.length).toBeGreaterThan(4);
    for (const [name, value] of sent) {
      expect(response.headers.get(name), name).toBe(value);
      expect(file).toContain(`  ${name}: ${value}\n`);
    }
    expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
  });
});

describe('content security policy (issue 15, 8)', () => {
  it("allows no inline script but the drawn pages' loader, and no inline style (e2e/csp-styles.spec.ts)", () => {
    const policy = securityHeaders({ https: false })['Content-Security-Policy']!;
    const directives = new Map(
      policy.split(';').map((part) => {
        const [name, ...sources] = part.trim().split(/\s+/);
        return [name!, sources] as const;
      }),
    );
    expect(directives.get('style-src')).toEqual(["'self'", `'${RADIX_SELECT_VIEWPORT_STYLE_HASH}'`]);
    expect(directives.get('script-src')).toEqual(["'self'", `'${AFTER_FIRST_PAINT_SCRIPT_HASH}'`]);
    expect(AFTER_FIRST_PAINT_SCRIPT_HASH).toBe(
      `sha256-${createHash('sha256').update(AFTER_FIRST_PAINT_SCRIPT).digest('base64')}`,
    );
    expect(policy).not.toContain('unsafe-');
  });

  it("allows Radix Select's viewport <style> by the hash of the installed version's rule", () => {
    const requireFromDesignSystem = createRequire(
      new URL('../../../design-system/package.json', import.meta.url),
    );
    const source = readFileSync(requireFromDesignSystem.resolve('@radix-ui/react-select'), 'utf8');
    const rules = [...source.matchAll(/__html: `([^`]*)`/g)].map((match) => match[1]!);
    expect(rules).toHaveLength(1);
    const hash = `sha256-${createHash('sha256').update(rules[0]!).digest('base64')}`;
    expect(hash).toBe(RADIX_SELECT_VIEWPORT_STYLE_HASH);
  });
});

describe('limits and hostile input (issue 15, 7)', () => {
  it.each([
    ['receiveName', AddressErrorKey.NAME_TOO_LONG, 'x'.repeat(ADDRESS_LIMITS.name + 1)],
    ['receiveAddress', AddressErrorKey.ADDRESS_TOO_LONG, 'x'.repeat(ADDRESS_LIMITS.address + 1)],
    ['receiveContact', AddressErrorKey.PHONE_TOO_LONG, '1'.repeat(ADDRESS_LIMITS.contactDigits + 1)],
    ['receiveAddress', AddressErrorKey.ADDRESS_TOO_LONG, 'x'.repeat(60 * 1024)],
  ])('refuses a %s over the limit with %s', async (field, errorDescription, value) => {
    const cookie = await service.signIn('cn-participant');
    const failure = await service.fails('submitAddress', BusinessCode.INVALID_REQUEST, {
      cookie,
      body: { ...address, [field]: value },
    });
    expect(failure.data?.errorDescription).toBe(errorDescription);
    expect(await service.ok('getAddress', { cookie, query: { competitionRounds: 2 } })).toBeNull();
  });

  it('accepts fields exactly at the limit', async () => {
    const cookie = await service.signIn('cn-participant');
    await service.ok('submitAddress', {
      cookie,
      body: {
        ...address,
        receiveName: 'n'.repeat(ADDRESS_LIMITS.name),
        receiveAddress: 'a'.repeat(ADDRESS_LIMITS.address),
        receiveContact: '1'.repeat(ADDRESS_LIMITS.contactDigits),
      },
    });
  });

  it('refuses a 30 MB body with 413, with or without a Content-Length', async () => {
    const cookie = await service.signIn('cn-participant');
    const huge = JSON.stringify({ ...address, receiveAddress: 'x'.repeat(30 * 1024 * 1024) });
    const sized = await service.call('submitAddress', {
      cookie,
      rawBody: huge,
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(huge.length) },
    });
    expect(sized.status).toBe(413);
    const encoder = new TextEncoder();
    const streamed = await service.call('submitAddress', {
      cookie,
      // A chunked body says nothing of its size up front.
      rawBody: new ReadableStream({
        start(controller) {
          controller.enqueue(encoder.encode(huge));
          controller.close();
        },
      }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(streamed.status).toBe(413);
    expect(await service.ok('getAddress', { cookie, query: { competitionRounds: 2 } })).toBeNull();
  });

  it.each([
    ['/\t/evil.example'],
    ['//evil'],
    ['/\\evil'],
    ['\\\\evil'],
    ['/\n/evil'],
    ['/\r\n/evil'],
    ['https://evil.example'],
    ['javascript:alert(1)'],
    [' //evil'],
    ['/%2F/evil'],
    ['/\u0000/evil'],
    ['/ /evil'],
    [''],
    [undefined],
  ])('safeRedirect refuses %j', (input) => {
    expect(safeRedirect(input)).toBe('/');
  });

  it.each([['/doo-trader'], ['/doo-trader?lang=en'], ['/ib-doo-trader/my-race#poster']])(
    'safeRedirect keeps %j',
    (input) => {
      expect(safeRedirect(input)).toBe(input);
    },
  );

  it('answers a sign-in redirect with a CRLF by going home, not 500', async () => {
    const response = await service.fetchPath('POST', '/sandbox/session', {
      rawBody: `persona=hk-ib&redirect=${encodeURIComponent('/x\r\nSet-Cookie: evil=1')}`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...sameOrigin },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    const page = await service.fetchPath('GET', '/sandbox/login', { query: { redirect: '/\r\n/evil' } });
    expect(page.status).toBe(200);
  });
});
