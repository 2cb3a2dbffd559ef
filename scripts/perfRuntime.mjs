import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';
import { median } from './median.mjs';

/**
 * The pages once loaded (issue 17's runtime goals), each in a browser context of its own (412 × 823, English),
 * signed in as the page's persona, in Debian's Chromium on the client build the service sends
 * (`scripts/perf.mjs` starts both):
 * - main-thread work per second (the median of three 5 s windows) and long tasks while nobody touches the page,
 *   at five places from its top to its end (1× CPU: what the page costs a phone's battery, whatever its speed);
 * - what changes in the page outside its countdown's timer over 5 s (the whole page where it has none);
 * - the heap after garbage collection (a heap snapshot: the page's objects, script's and Blink's, apart from
 *   V8's compiled code), before and after `idleSeconds` idle (every page at once: idle, they do not disturb each
 *   other), and before and after 50 openings and closings of the page's dialog (after 10 that compile its code);
 * - each interaction's time to its next paint at 4× CPU slowdown (Event Timing: the longest event of the
 *   interaction, input delay, handlers and paint), the median of `samples` tries.
 */
export const runtimePages = [
  {
    name: '/doo-trader',
    path: '/doo-trader?lang=en',
    dialog: { name: 'the prize table', button: 'See all prizes' },
    async interact(page, { interact, samples }) {
      await openAndEscape(page, { interact, samples }, this.dialog);
      const categories = page.getByRole('tablist', { name: 'Contest categories' }).last();
      await categories.scrollIntoViewIfNeeded();
      for (let sample = 0; sample < samples; sample += 1) {
        await interact('switch the leaderboard tab', () =>
          categories.getByRole('tab', { name: sample % 2 ? 'Master' : 'Classic' }).click(),
        );
      }
      for (let sample = 0; sample < samples; sample += 1) {
        await interact('next leaderboard page', () =>
          page.getByRole('button', { name: 'Next page' }).click(),
        );
        await page.getByRole('button', { name: 'Previous page' }).click();
        await page.waitForTimeout(1000);
      }
      const search = page.getByRole('searchbox', { name: 'Account number' });
      for (let sample = 0; sample < samples; sample += 1) {
        await search.fill(sample % 2 ? '3200' : '320');
        await interact('search an account', () => search.press('Enter'));
      }
      await rulesTabs(page, { interact, samples });
    },
  },
  {
    name: '/doo-trader/my-race',
    path: '/doo-trader/my-race?lang=en',
    persona: 'cn-participant',
    dialog: { name: 'the share poster', button: 'Share my result' },
    async interact(page, { interact, samples }) {
      await openAndEscape(page, { interact, samples }, this.dialog);
      await openAndEscape(page, { interact, samples }, { name: 'the gift claim', button: 'Claim gift' });
      // The browser's own list (NativeSelect). Opening it is the browser's popup alone: on a desktop Chromium
      // an HTML page of its own (about 60 ms at 4× here, none of it the page's), a phone's picker elsewhere. An
      // arrow key on the closed list chooses the next account, as a keyboard user does.
      const account = page.getByRole('combobox', { name: 'Trading account' });
      for (let sample = 0; sample < samples; sample += 1) {
        await interact('open the account list', () => account.click());
        await page.keyboard.press('Escape');
        await account.focus();
        await interact('choose another account', () =>
          page.keyboard.press(sample % 2 ? 'ArrowUp' : 'ArrowDown'),
        );
      }
      const rankHistory = page.getByTestId('rank-history');
      await rankHistory.scrollIntoViewIfNeeded();
      for (let sample = 0; sample < samples; sample += 1) {
        await interact('show the rank history as a table, or hide it', () =>
          rankHistory
            .getByRole('button', { name: sample % 2 ? 'Hide the table' : 'Show as a table' })
            .click(),
        );
      }
      const ranking = page.getByRole('region', { name: 'Overall ranking' });
      await ranking.scrollIntoViewIfNeeded();
      for (let sample = 0; sample < samples; sample += 1) {
        await interact('open a ranking row', () =>
          ranking.getByRole('button', { name: sample % 2 ? /^#1\b/ : /^#2\b/ }).click(),
        );
      }
      await rulesTabs(page, { interact, samples });
    },
  },
  {
    name: '/transaction-history',
    path: '/transaction-history?lang=en',
    persona: 'cn-participant',
    dialog: { name: 'the filters', button: 'Filters' },
    async interact(page, { interact, samples }) {
      const filters = page.getByRole('dialog', { name: 'Filter rewards' });
      for (let sample = 0; sample < samples; sample += 1) {
        await interact('open the filters', () => page.getByRole('button', { name: 'Filters' }).click());
        await interact('choose a status', () =>
          filters
            .getByRole('group', { name: 'Status' })
            .getByRole('button', { name: sample % 2 ? 'All' : 'Completed' })
            .click(),
        );
        await interact('apply the filters', () => filters.getByRole('button', { name: 'Confirm' }).click());
      }
      for (let sample = 0; sample < samples; sample += 1) {
        await page.getByRole('button', { name: 'Filters' }).click();
        await filters.waitFor();
        await interact('close the filters with Escape', () => page.keyboard.press('Escape'));
      }
    },
  },
];

/** Opens a dialog by its button and closes it with Escape, `samples` times. */
async function openAndEscape(page, { interact, samples }, dialog) {
  const opener = page.getByRole('button', { name: dialog.button });
  await opener.scrollIntoViewIfNeeded();
  for (let sample = 0; sample < samples; sample += 1) {
    await interact(`open ${dialog.name}`, () => opener.click());
    await interact('close it with Escape', () => page.keyboard.press('Escape'));
  }
}

async function rulesTabs(page, { interact, samples }) {
  const rules = page.getByRole('tablist', { name: 'Contest rules' });
  await rules.scrollIntoViewIfNeeded();
  for (let sample = 0; sample < samples; sample += 1) {
    await interact('switch the rules tab', () =>
      rules.getByRole('tab', { name: sample % 2 ? 'Overview' : 'Prizes' }).click(),
    );
  }
}

/** Each page of `runtimePages` (or those named), measured as above; `cookieOf(persona)` signs a context in. */
export async function measureRuntime({
  origin,
  cookieOf,
  idleSeconds = 120,
  samples = 5,
  pages = runtimePages,
}) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const tabs = [];
    for (const spec of pages) tabs.push({ spec, ...(await openPage(browser, origin, spec, cookieOf)) });
    const results = new Map(tabs.map(({ spec }) => [spec.name, {}]));
    for (const { spec, page, cdp } of tabs) Object.assign(results.get(spec.name), await idleWork(page, cdp));

    const heapsAtStart = await Promise.all(tabs.map(({ cdp }) => heapAfterGarbageCollection(cdp)));
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    const heapsAfterIdle = await Promise.all(tabs.map(({ cdp }) => heapAfterGarbageCollection(cdp)));
    tabs.forEach(({ spec }, index) => {
      results.get(spec.name).heapIdle = heapGrowthKb(heapsAtStart[index], heapsAfterIdle[index]);
    });

    for (const { spec, page, cdp } of tabs) {
      const result = results.get(spec.name);
      const opener = page.getByRole('button', { name: spec.dialog.button });
      await opener.scrollIntoViewIfNeeded();
      const openAndClose = async () => {
        await opener.click();
        await page.getByRole('dialog').waitFor();
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      };
      // The first openings compile the dialog's code: growth after them is what stays.
      for (let cycle = 0; cycle < 10; cycle += 1) await openAndClose();
      const heapBeforeDialogs = await heapAfterGarbageCollection(cdp);
      for (let cycle = 0; cycle < 50; cycle += 1) await openAndClose();
      result.heapDialogs = heapGrowthKb(heapBeforeDialogs, await heapAfterGarbageCollection(cdp));

      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // Each interaction `samples` times, with a step between that sets it up again (not measured): the median.
      const measured = new Map();
      const interact = async (name, act) => {
        await resetSeen(page);
        await act();
        await page.waitForTimeout(1500);
        const durations = (await page.evaluate(() => window.perfSeen)).eventDurations;
        measured.set(name, [...(measured.get(name) ?? []), durations.length ? Math.max(...durations) : 0]);
      };
      await spec.interact(page, { interact, samples });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      result.interactions = [...measured].map(([name, durations]) => ({
        name,
        ms: median(durations),
        durations,
      }));
    }
    return tabs.map(({ spec }) => ({ page: spec, ...results.get(spec.name) }));
  } finally {
    await browser.close();
  }
}

/** A page loaded in a context of its own, every section once near the screen (they mount then), at its top. */
async function openPage(browser, origin, spec, cookieOf) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  if (spec.persona) {
    const cookie = await cookieOf(spec.persona);
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name, value: value.join('='), url: origin };
      }),
    );
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.addInitScript(() => {
    const seen = { longTasks: [], eventDurations: [] };
    Object.assign(window, { perfSeen: seen });
    new PerformanceObserver((list) =>
      seen.longTasks.push(...list.getEntries().map((entry) => entry.duration)),
    ).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) =>
      seen.eventDurations.push(
        ...list
          .getEntries()
          .filter((entry) => entry.interactionId)
          .map((entry) => entry.duration),
      ),
    ).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  await page.goto(`${origin}${spec.path}`, { waitUntil: 'networkidle' });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 400) await page.evaluate((top) => window.scrollTo({ top }), y);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo({ top: 0 }));
  await page.waitForTimeout(2000);
  return { page, cdp };
}

const resetSeen = (page) =>
  page.evaluate(() => Object.assign(window.perfSeen, { longTasks: [], eventDurations: [] }));

/** Idle work and long tasks at five places down the page, then what 5 s change outside the countdown's timer. */
async function idleWork(page, cdp) {
  const taskSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration').value;
  const idle = [];
  for (const fraction of [0, 0.25, 0.5, 0.75, 1]) {
    await page.evaluate(
      (part) => window.scrollTo({ top: part * (document.documentElement.scrollHeight - window.innerHeight) }),
      fraction,
    );
    await page.waitForTimeout(3000);
    await resetSeen(page);
    // Three windows of 5 s, each longer than a slider's 4 s step: their median is the page's own idle work,
    // where one window alone may also hold the major GC that V8's memory reducer runs once, about 20 s
    // after the load (30 ms; it fell in the window at 50 % in every run).
    const windows = [];
    for (let window = 0; window < 3; window += 1) {
      const before = await taskSeconds();
      await page.waitForTimeout(5000);
      windows.push(((await taskSeconds()) - before) * 200);
    }
    idle.push({
      at: fraction,
      msPerSecond: median(windows),
      windows,
      longTasks: (await page.evaluate(() => window.perfSeen)).longTasks.length,
    });
  }

  // Back at the top, a slide still moving as its carousel left the screen finishes first.
  await page.evaluate(() => window.scrollTo({ top: 0 }));
  await page.waitForTimeout(4000);
  const mutations = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const timer = document.querySelector('[role="timer"]');
        let outside = 0;
        let inside = 0;
        const where = new Set();
        const observer = new MutationObserver((records) => {
          for (const record of records) {
            if (timer?.contains(record.target)) {
              inside += 1;
              continue;
            }
            outside += 1;
            const element = record.target instanceof Element ? record.target : record.target.parentElement;
            const section = element?.closest('[data-landing-section], [data-section]');
            where.add(
              section?.getAttribute('data-landing-section') ??
                section?.getAttribute('data-section') ??
                element?.tagName.toLowerCase(),
            );
          }
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        });
        setTimeout(() => {
          observer.disconnect();
          resolve({ hasTimer: Boolean(timer), inside, outside, where: [...where] });
        }, 5000);
      }),
  );
  return { idle, mutations };
}

/**
 * The heap after garbage collection, from a heap snapshot: V8's compiled code (its nodes of type `code`: machine
 * code, bytecode, type feedback) apart from everything else the page holds, script objects and Blink's alike.
 * The engine adds compiled code as functions get hot, and keeps adding it long after the page's objects stop
 * changing: with its optimising compilers off (`--js-flags=--no-opt --no-maglev --no-sparkplug`), the heap
 * moved by -1 to +6 KB per 50 openings of the prize table, where it grew by 85-330 KB with them on.
 */
async function heapAfterGarbageCollection(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks = [];
  const collect = ({ chunk }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  const { snapshot, nodes } = JSON.parse(chunks.join(''));
  const fields = snapshot.meta.node_fields;
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  const codeType = snapshot.meta.node_types[typeAt].indexOf('code');
  let code = 0;
  let objects = 0;
  for (let node = 0; node < nodes.length; node += fields.length) {
    if (nodes[node + typeAt] === codeType) code += nodes[node + sizeAt];
    else objects += nodes[node + sizeAt];
  }
  return { code, objects };
}

const heapGrowthKb = (before, after) => ({
  objects: (after.objects - before.objects) / 1024,
  code: (after.code - before.code) / 1024,
});
