import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';
import { median } from './median.mjs';

/**
 * The contest page once loaded (issue 17's runtime goals), measured in Debian's Chromium on the client build
 * the service sends (`scripts/perf.mjs` starts both):
 * - main-thread work per second (the median of three 5 s windows) and long tasks while nobody touches the page,
 *   at five places from its top to its end (1× CPU: what the page costs a phone's battery, whatever its speed);
 * - what one countdown tick changes in the page outside the timer;
 * - the heap after garbage collection (a heap snapshot: the page's objects, script's and Blink's, apart from
 *   V8's compiled code), before and after `idleSeconds` idle, and before and after 50 openings and closings of
 *   the prize table dialog (after 10 that compile its code);
 * - each interaction's time to its next paint at 4× CPU slowdown (Event Timing: the longest event of the
 *   interaction, input delay, handlers and paint), the median of `samples` tries.
 */
export async function measureRuntime({
  origin,
  path = '/doo-trader?lang=en',
  idleSeconds = 120,
  samples = 5,
}) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const cdp = await page.context().newCDPSession(page);
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
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    // Every section mounts as it nears the screen: visit them all once, then back to the top.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 400) await page.evaluate((top) => window.scrollTo({ top }), y);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo({ top: 0 }));
    await page.waitForTimeout(2000);

    const seen = () => page.evaluate(() => window.perfSeen);
    const reset = () =>
      page.evaluate(() => Object.assign(window.perfSeen, { longTasks: [], eventDurations: [] }));
    const taskSeconds = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')
        .value;

    const idle = [];
    for (const fraction of [0, 0.25, 0.5, 0.75, 1]) {
      await page.evaluate(
        (part) =>
          window.scrollTo({ top: part * (document.documentElement.scrollHeight - window.innerHeight) }),
        fraction,
      );
      await page.waitForTimeout(3000);
      await reset();
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
        longTasks: (await seen()).longTasks.length,
      });
    }

    // Back at the top, a slide still moving as its carousel left the screen finishes first.
    await page.evaluate(() => window.scrollTo({ top: 0 }));
    await page.waitForTimeout(4000);
    const mutationsOutsideTimer = await page.evaluate(
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
              where.add(
                element?.closest('[data-landing-section]')?.getAttribute('data-landing-section') ??
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
            resolve({ inside, outside, where: [...where] });
          }, 5000);
        }),
    );

    const heapAtStart = await heapAfterGarbageCollection(cdp);
    await page.waitForTimeout(idleSeconds * 1000);
    const heapAfterIdle = await heapAfterGarbageCollection(cdp);
    const prizeTable = page.getByRole('button', { name: 'See all prizes' });
    const openAndClose = async () => {
      await prizeTable.click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    };
    // The first openings compile the dialog's code: growth after them is what stays.
    for (let cycle = 0; cycle < 10; cycle += 1) await openAndClose();
    const heapBeforeDialogs = await heapAfterGarbageCollection(cdp);
    for (let cycle = 0; cycle < 50; cycle += 1) await openAndClose();
    const heapAfterDialogs = await heapAfterGarbageCollection(cdp);

    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Each interaction `samples` times, with a step between that sets it up again (not measured): the median.
    const measured = new Map();
    const interact = async (name, act) => {
      await reset();
      await act();
      await page.waitForTimeout(1500);
      const durations = (await seen()).eventDurations;
      measured.set(name, [...(measured.get(name) ?? []), durations.length ? Math.max(...durations) : 0]);
    };
    for (let sample = 0; sample < samples; sample += 1) {
      await interact('open the prize table dialog', () => prizeTable.click());
      await interact('close it with Escape', () => page.keyboard.press('Escape'));
    }
    const categories = page.getByRole('tablist', { name: 'Contest categories' }).last();
    await categories.scrollIntoViewIfNeeded();
    for (let sample = 0; sample < samples; sample += 1) {
      await interact('switch the leaderboard tab', () =>
        categories.getByRole('tab', { name: sample % 2 ? 'Master' : 'Classic' }).click(),
      );
    }
    for (let sample = 0; sample < samples; sample += 1) {
      await interact('next leaderboard page', () => page.getByRole('button', { name: 'Next page' }).click());
      await page.getByRole('button', { name: 'Previous page' }).click();
      await page.waitForTimeout(1000);
    }
    const search = page.getByRole('searchbox', { name: 'Account number' });
    for (let sample = 0; sample < samples; sample += 1) {
      await search.fill(sample % 2 ? '3200' : '320');
      await interact('search an account', () => search.press('Enter'));
    }
    const rules = page.getByRole('tablist', { name: 'Contest rules' });
    await rules.scrollIntoViewIfNeeded();
    for (let sample = 0; sample < samples; sample += 1) {
      await interact('switch the rules tab', () =>
        rules.getByRole('tab', { name: sample % 2 ? 'Overview' : 'Prizes' }).click(),
      );
    }
    const interactions = [...measured].map(([name, durations]) => ({
      name,
      ms: median(durations),
      durations,
    }));

    return {
      idle,
      mutationsOutsideTimer,
      heap: {
        idleSeconds,
        idle: heapGrowthKb(heapAtStart, heapAfterIdle),
        dialogs: heapGrowthKb(heapBeforeDialogs, heapAfterDialogs),
      },
      interactions,
    };
  } finally {
    await browser.close();
  }
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
