import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARRIED_ANSWERS_ELEMENT_ID,
  carriedAnswersSchema,
  endpoints,
  parseHttpDate,
  SANDBOX_FAULT_SCOPE_COOKIE,
} from '../../../contract';
import { createApp } from '../app';
import { carriedAnswersElement, carriedAnswersFor } from '../carriedAnswers';
import { CARRIED_DRAWING_MODULE } from '../carriedDrawing';
import { mountContestService } from '../contestService';
import { createServiceClock } from '../service/clock';
import { TEST_NOW } from './harness';

const date = 'Sun, 15 Mar 2026 08:30:00 GMT';
/** What ends every drawn screen (`prerendered.ts`). */
const drawnEnd = '<span id="drawn-screen-end" hidden></span>';
const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', Date: date } });
/** The block a page's markup carries, read as the app reads it. */
const carriedIn = (html: string) => {
  const text = html.match(
    new RegExp(`<script type="application/json" id="${CARRIED_ANSWERS_ELEMENT_ID}">(.*?)</script>`),
  )?.[1];
  return text === undefined ? undefined : carriedAnswersSchema.parse(JSON.parse(text));
};

/** The markup of the answers `paths` give, as a page carries them ('' for none). */
const carriedAnswersMarkup = async (...args: Parameters<typeof carriedAnswersFor>) => {
  const block = await carriedAnswersFor(...args);
  return block ? carriedAnswersElement(block) : '';
};

describe('carriedAnswersFor', () => {
  it('carries each successful answer with the service’s time, as JSON no answer’s text can break out of', async () => {
    const markup = await carriedAnswersMarkup(
      async (path) =>
        answer({ code: 0, msg: 'ok', data: { path, note: '</script><script>alert(1)</script>' } }),
      ['/api/a', '/api/b'],
    );
    expect(markup).not.toContain('</script><script>');
    expect(carriedIn(markup)).toEqual({
      date: parseHttpDate(date),
      answers: {
        '/api/a': {
          code: 0,
          msg: 'ok',
          data: { path: '/api/a', note: '</script><script>alert(1)</script>' },
        },
        '/api/b': {
          code: 0,
          msg: 'ok',
          data: { path: '/api/b', note: '</script><script>alert(1)</script>' },
        },
      },
    });
  });

  it('leaves out a call that failed, answered a business code or is late: the app makes it itself', async () => {
    const answers: Record<string, () => Promise<Response>> = {
      '/api/error': async () => answer({ code: 0 }, 500),
      '/api/code': async () => answer({ code: 10500, msg: 'busy', data: null }),
      '/api/unreadable': async () => new Response('{"code":0,"data":', { headers: { Date: date } }),
      '/api/thrown': () => Promise.reject(new Error('down')),
      '/api/late': () => new Promise(() => undefined),
      '/api/ok': async () => answer({ code: 0, msg: 'ok', data: 1 }),
    };
    const started = Date.now();
    const markup = await carriedAnswersMarkup((path) => answers[path]!(), Object.keys(answers), 50);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(Object.keys(carriedIn(markup)!.answers)).toEqual(['/api/ok']);
    expect(await carriedAnswersMarkup((path) => answers[path]!(), ['/api/error', '/api/late'], 50)).toBe('');
  });
});

describe('a race page carries the rounds’ answer of its visitor (issue 17)', () => {
  let dist: string;
  let data: string;
  const rounds = endpoints.availableRounds.path;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'contest-dist-'));
    data = mkdtempSync(join(tmpdir(), 'contest-data-'));
    mkdirSync(join(dist, 'prerendered'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang="zh-Hans" dir="ltr"><head><title>Doo</title></head><body><div id="root"></div></body></html>',
    );
    const screen = {
      tag: 'zh-Hans',
      dir: 'ltr',
      className: 't',
      styles: [],
      title: 'My race',
      root: '<h1>My race</h1>',
    };
    writeFileSync(
      join(dist, 'prerendered', 'doo-trader-my-race.json'),
      JSON.stringify({
        path: '/doo-trader/my-race',
        carriedCalls: [rounds],
        variants: { '': screen, en: { ...screen, root: '<h1>Cannot be drawn</h1>' } },
      }),
    );
    // The build's drawing (src/firstScreen/drawCarried.tsx), in its stead: it says what it was given.
    mkdirSync(join(dist, 'server'));
    writeFileSync(
      join(dist, CARRIED_DRAWING_MODULE),
      `export const drawCarriedSections = async (root, language, carried) => {
        if (root.includes('Cannot')) throw new Error('no drawing');
        return root.replace('<h1>', '<h1 data-drawn="' + language + ' ' + Object.keys(carried.answers) + '">');
      };`,
    );
    writeFileSync(
      join(dist, 'prerendered', 'doo-trader.json'),
      JSON.stringify({ path: '/doo-trader', variants: { '': { ...screen, title: 'Contest' } } }),
    );
  });
  afterAll(() => {
    rmSync(dist, { recursive: true, force: true });
    rmSync(data, { recursive: true, force: true });
  });

  const service = () => {
    const app = createApp({ staticDir: dist, sandbox: true });
    const clock = createServiceClock(() => TEST_NOW.getTime());
    const contest = mountContestService(app, { dbPath: join(data, 'contest.db'), sandbox: true, clock });
    return { app, close: contest.close };
  };

  it('with the answer the call itself gives, on the service’s clock, compressed for that request', async () => {
    const { app, close } = service();
    try {
      const page = await app.request('/doo-trader/my-race');
      const call = await app.request(rounds);
      const carried = carriedIn(await page.text());
      expect(carried?.date).toBe(parseHttpDate(TEST_NOW.toUTCString()));
      expect(carried?.answers).toEqual({ [rounds]: await call.json() });
      const compressed = await app.request('/doo-trader/my-race', { headers: { 'Accept-Encoding': 'br' } });
      expect(compressed.headers.get('Content-Encoding')).toBe('br');
      // A page that carries nothing is as before.
      expect(carriedIn(await (await app.request('/doo-trader')).text())).toBeUndefined();
    } finally {
      close();
    }
  });

  it('without it when the call fails for this visitor: their page makes the call and meets the fault', async () => {
    const { app, close } = service();
    try {
      const scope = 'visit-1';
      await app.request('/sandbox/faults', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ path: rounds, status: 500, scope }),
      });
      const cookie = `${SANDBOX_FAULT_SCOPE_COOKIE}=${scope}`;
      expect(
        carriedIn(await (await app.request('/doo-trader/my-race', { headers: { Cookie: cookie } })).text()),
      ).toBeUndefined();
      // Another visitor's page still carries it.
      expect(carriedIn(await (await app.request('/doo-trader/my-race')).text())?.answers).toHaveProperty([
        rounds,
      ]);
    } finally {
      close();
    }
  });

  it('with the sections the answer fills drawn by the build’s drawing, in the page’s language', async () => {
    const { app, close } = service();
    try {
      expect(await (await app.request('/doo-trader/my-race')).text()).toContain(
        `<div data-prerendered inert><h1 data-drawn=" ${rounds}">My race</h1>${drawnEnd}</div>`,
      );
      // A drawing that fails leaves the screen as the build drew it; the answer is carried all the same.
      const undrawn = await (await app.request('/doo-trader/my-race?lang=en')).text();
      expect(undrawn).toContain(`<div data-prerendered inert><h1>Cannot be drawn</h1>${drawnEnd}</div>`);
      expect(carriedIn(undrawn)?.answers).toHaveProperty([rounds]);
      // Nothing drawn without the answer: a page carries none on a visitor's fault.
      await app.request('/sandbox/faults', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ path: rounds, status: 500, scope: 'visit-2' }),
      });
      const faulted = await app.request('/doo-trader/my-race', {
        headers: { Cookie: `${SANDBOX_FAULT_SCOPE_COOKIE}=visit-2` },
      });
      expect(await faulted.text()).toContain(`<div data-prerendered inert><h1>My race</h1>${drawnEnd}</div>`);
    } finally {
      close();
    }
  });

  it('never serves the build’s folders: the drawing module and the first screens’ data stay the service’s', async () => {
    const { app, close } = service();
    try {
      for (const path of [`/${CARRIED_DRAWING_MODULE}`, '/prerendered/doo-trader-my-race.json']) {
        expect(await (await app.request(path)).text(), path).not.toMatch(/drawCarriedSections|carriedCalls/);
      }
    } finally {
      close();
    }
  });
});
