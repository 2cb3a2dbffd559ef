import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BusinessCode, personasResponseSchema } from '../../../contract';
import { startTestService, type TestService } from './harness';

/** What a browser sends with the sign-in page's own form post. */
const browserForm = {
  'Content-Type': 'application/x-www-form-urlencoded',
  Origin: 'http://localhost',
  'Sec-Fetch-Site': 'same-origin',
};

let service: TestService;
afterEach(() => service.stop());

describe('sandbox controls', () => {
  beforeEach(() => {
    service = startTestService();
  });

  it('serves the QA report page of a machine as text, and nothing outside qa/paths', async () => {
    const dir = resolve(import.meta.dirname, '../../../qa/paths');
    const file = 'inspectorTestMachine.md';
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, file), '# inspectorTestMachine\n');
    try {
      const page = await service.fetchPath('GET', `/sandbox/qa/paths/${file}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
      expect(await page.text()).toBe('# inspectorTestMachine\n');
    } finally {
      rmSync(join(dir, file));
    }
    expect((await service.fetchPath('GET', `/sandbox/qa/paths/${file}`)).status).toBe(404);
    expect((await service.fetchPath('GET', '/sandbox/qa/paths/..%2Fstate-paths.md')).status).toBe(404);
  });

  it('lists the personas the issue asks for', async () => {
    const response = await service.fetchPath('GET', '/sandbox/personas');
    const personas = personasResponseSchema.parse(((await response.json()) as { data: unknown }).data);
    expect(personas.map((persona) => persona.name)).toEqual([
      'cn-participant',
      'hk-ib',
      'jp-client',
      'kr-switch',
      'id-client',
      'in-client',
      'cn-blacklisted',
      'cn-non-participant',
    ]);
    const byName = Object.fromEntries(personas.map((persona) => [persona.name, persona]));
    expect(byName['cn-participant']).toMatchObject({ nationality: '1', participant: true });
    expect(byName['hk-ib']).toMatchObject({ nationality: '81', userType: 'crm_ib' });
    expect(byName['jp-client']).toMatchObject({ nationality: 'JP', participant: true });
    expect(byName['kr-switch']).toMatchObject({ nationality: 'KOR', switchUser: true });
    expect(byName['id-client']?.nationality).toBe('IDN');
    expect(byName['in-client']?.nationality).toBe('IND');
    expect(byName['cn-blacklisted']?.blacklist).toEqual([
      'rebate2025_activity',
      'q12025_activity',
      'q22025_activity',
      'q32025_activity',
      'q42025_activity',
    ]);
    expect(byName['cn-non-participant']).toMatchObject({ nationality: '1', participant: false });
  });

  it('serves a script-free sign-in page whose forms sign in and go back to ?redirect=', async () => {
    const page = await service.fetchPath('GET', '/sandbox/login', {
      query: { redirect: '/doo-trader?lang=kr' },
    });
    const html = await page.text();
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).not.toMatch(/<script/i);
    expect(html.match(/<form method="post" action="\/sandbox\/session">/g)).toHaveLength(8);
    expect(html).toContain('value="/doo-trader?lang=kr"');

    const signedIn = await service.fetchPath('POST', '/sandbox/session', {
      rawBody: new URLSearchParams({ persona: 'hk-ib', redirect: '/doo-trader?lang=kr' }).toString(),
      headers: browserForm,
    });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe('/doo-trader?lang=kr');
    const cookie = signedIn.headers.get('set-cookie')?.split(';')[0];
    expect((await service.ok('session', { cookie })).userType).toBe('crm_ib');
  });

  it('never redirects off the site', async () => {
    for (const redirect of ['//evil.example.com', 'https://evil.example.com', '/\\evil.example.com']) {
      const response = await service.fetchPath('POST', '/sandbox/session', {
        rawBody: new URLSearchParams({ persona: 'hk-ib', redirect }).toString(),
        headers: browserForm,
      });
      expect(response.headers.get('location')).toBe('/');
    }
  });

  it('signs in an ad-hoc user from explicit fields, and refuses unknown personas', async () => {
    const response = await service.fetchPath('POST', '/sandbox/session', {
      body: { nationality: 'KOR', userType: 'crm_ib', switchUser: true, blacklist: ['rebate2025_activity'] },
    });
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({ nationality: 'KOR', userType: 'crm_ib', switchUser: true });
    const unknown = await service.fetchPath('POST', '/sandbox/session', { body: { persona: 'nobody' } });
    expect(((await unknown.json()) as { code: number }).code).toBe(BusinessCode.NOT_FOUND);
    const invalid = await service.fetchPath('POST', '/sandbox/session', {
      body: { persona: 'hk-ib', extra: 1 },
    });
    expect(((await invalid.json()) as { code: number }).code).toBe(BusinessCode.INVALID_REQUEST);
  });

  it('injects a wrong status, malformed JSON and a business code, counting `times`', async () => {
    const addFault = (fault: object) => service.fetchPath('POST', '/sandbox/faults', { body: fault });
    await addFault({ path: '/api/dootrader/terminal/entryCondition', status: 500, times: 1 });
    expect((await service.call('entryCondition')).status).toBe(500);
    expect((await service.call('entryCondition')).status).toBe(200);

    await addFault({ path: '/api/dootrader/terminal/donationAmount', body: '{"code":0,' });
    expect(await (await service.call('donationAmount')).text()).toBe('{"code":0,');

    await addFault({ path: '/api/dootrader/manage/signLoginList', code: 56105 });
    expect(await (await service.call('signLoginList')).json()).toEqual({
      code: 56105,
      msg: 'Injected fault',
      data: null,
    });

    const cleared = await service.fetchPath('DELETE', '/sandbox/faults');
    expect(((await cleared.json()) as { data: unknown[] }).data).toEqual([]);
    expect((await service.call('donationAmount')).status).toBe(200);
  });

  it('keeps a scoped fault to the requests of its scope, and clears one scope alone', async () => {
    const scoped = (scope: string) => ({ cookie: `sandbox-fault-scope=${scope}` });
    const addFault = (fault: object) => service.fetchPath('POST', '/sandbox/faults', { body: fault });
    await addFault({ path: '/api/dootrader/terminal/entryCondition', status: 500, scope: 'a' });
    await addFault({ path: '/api/dootrader/terminal/entryCondition', code: 10500, scope: 'b' });
    expect((await service.call('entryCondition', scoped('a'))).status).toBe(500);
    expect(
      ((await (await service.call('entryCondition', scoped('b'))).json()) as { code: number }).code,
    ).toBe(10500);
    expect((await service.call('entryCondition', scoped('c'))).status).toBe(200);
    expect((await service.call('entryCondition')).status).toBe(200);

    await service.fetchPath('DELETE', '/sandbox/faults', { query: { scope: 'a' } });
    expect((await service.call('entryCondition', scoped('a'))).status).toBe(200);
    expect(
      ((await (await service.call('entryCondition', scoped('b'))).json()) as { code: number }).code,
    ).toBe(10500);
  });

  it('delays an answer, then lets the real one through', async () => {
    await service.fetchPath('POST', '/sandbox/faults', {
      body: { path: '/api/dootrader/terminal/donationAmount', delayMs: 120, times: 1 },
    });
    const started = Date.now();
    const donation = await service.ok('donationAmount');
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    expect(donation.donationAmount).toBeGreaterThan(0);
  });

  it("stamps every service answer's Date header with the service clock, so the app follows the sandbox", async () => {
    await service.fetchPath('POST', '/sandbox/clock', { body: { now: '2026-12-12T00:00:00.000Z' } });
    const answer = await service.fetchPath('GET', '/api/dootrader/terminal/availableRounds');
    const stamped = Date.parse(answer.headers.get('Date') ?? '');
    expect(stamped).toBeGreaterThanOrEqual(Date.UTC(2026, 11, 12));
    expect(stamped).toBeLessThan(Date.UTC(2026, 11, 12, 0, 1));
  });

  it('refuses faults on sandbox paths and bad clock input', async () => {
    const fault = await service.fetchPath('POST', '/sandbox/faults', { body: { path: '/sandbox/personas' } });
    expect(((await fault.json()) as { code: number }).code).toBe(BusinessCode.INVALID_REQUEST);
    const clock = await service.fetchPath('POST', '/sandbox/clock', { body: { now: 'tomorrow' } });
    expect(((await clock.json()) as { code: number }).code).toBe(BusinessCode.INVALID_REQUEST);
  });
});

describe('production mode', () => {
  beforeEach(() => {
    service = startTestService({ sandbox: false });
  });

  it('answers 404 on every sandbox path', async () => {
    for (const [method, path] of [
      ['GET', '/sandbox/personas'],
      ['GET', '/sandbox/login'],
      ['POST', '/sandbox/session'],
      ['POST', '/sandbox/clock'],
      ['DELETE', '/sandbox/clock'],
      ['POST', '/sandbox/faults'],
      ['DELETE', '/sandbox/faults'],
    ] as const) {
      const response = await service.fetchPath(
        method,
        path,
        method === 'POST' ? { body: { persona: 'hk-ib' } } : {},
      );
      expect(response.status, `${method} ${path}`).toBe(404);
    }
  });

  it('still answers the contest calls', async () => {
    expect((await service.ok('availableRounds')).roundDetails.currentRound.matchRounds).toBe(2);
  });
});
