import { describe, expect, it } from 'vitest';
import { AFTER_FIRST_PAINT_SCRIPT } from '../afterFirstPaint';

/**
 * Runs the inline loader against a stand-in page: `import()` and the task queue are the test's, so that what
 * happens in which task shows in `log`.
 */
function runLoader({ failing = [] as string[], page = '/assets/my-race-1.js /assets/messages-1.js' } = {}) {
  const log: string[] = [];
  const tasks: (() => void)[] = [];
  let observer: ((list: { getEntriesByName: (name: string) => unknown[] }) => unknown) | undefined;
  const document = {
    currentScript: {
      dataset: {
        entry: '/assets/index-1.js',
        preload: '/assets/react-1.js /assets/contract-1.js',
        page,
      },
    },
    createElement: (tag: string) => ({ tag }),
    head: {
      append: (element: { tag: string; rel?: string; type?: string; href?: string; src?: string }) =>
        log.push(`add ${element.tag} ${element.rel ?? element.type} ${element.href ?? element.src}`),
    },
  };
  class PerformanceObserver {
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
    disconnect() {}
  }
  const setTimeout = (callback: () => void) => tasks.push(callback);
  const dynamicImport = (href: string) => {
    log.push(`evaluate ${href}`);
    return failing.includes(href) ? Promise.reject(new Error('offline')) : Promise.resolve({});
  };
  const script = AFTER_FIRST_PAINT_SCRIPT.replaceAll('import(', 'dynamicImport(');
  expect(script).not.toBe(AFTER_FIRST_PAINT_SCRIPT);
  new Function('document', 'PerformanceObserver', 'setTimeout', 'dynamicImport', script)(
    document,
    PerformanceObserver,
    setTimeout,
    dynamicImport,
  );
  const paint = (name: string) => observer?.({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) });
  /** Runs the queued tasks one by one, marking where each begins. */
  const runTasks = async () => {
    for (let settled = 0; settled < 20; settled += 1) {
      await new Promise((resolve) => globalThis.setTimeout(resolve));
      const task = tasks.shift();
      if (!task) continue;
      log.push('— next task');
      task();
    }
  };
  return { log, paint, runTasks };
}

describe('the inline loader of a drawn page (issue 17)', () => {
  it("waits for the first contentful paint, then fetches the shared chunks, the entry and, a task later, the page's modules side by side, evaluates each chunk in a task of its own, then the entry", async () => {
    const { log, paint, runTasks } = runLoader();
    paint('first-paint');
    expect(log).toEqual([]);

    paint('first-contentful-paint');
    await runTasks();

    expect(log).toEqual([
      'add link modulepreload /assets/react-1.js',
      'add link modulepreload /assets/contract-1.js',
      'add link modulepreload /assets/index-1.js',
      'evaluate /assets/react-1.js',
      '— next task',
      'add link modulepreload /assets/my-race-1.js',
      'add link modulepreload /assets/messages-1.js',
      '— next task',
      'evaluate /assets/contract-1.js',
      '— next task',
      'add script module /assets/index-1.js',
    ]);
  });

  it("asks for the chunks and the entry in the paint's own task, then the page's modules at most 8 per task, all before the entry runs", async () => {
    const modules = Array.from({ length: 33 }, (_, index) => `/assets/part-${index}.js`);
    const { log, paint, runTasks } = runLoader({ page: modules.join(' ') });
    paint('first-contentful-paint');
    await runTasks();

    const tasks = log
      .join('\n')
      .split('— next task')
      .map((task) => task.match(/add link modulepreload \S+/g) ?? []);
    // On a loaded machine the next task ran up to a second later: the entry must not wait for it.
    expect(tasks[0]).toEqual([
      'add link modulepreload /assets/react-1.js',
      'add link modulepreload /assets/contract-1.js',
      'add link modulepreload /assets/index-1.js',
    ]);
    for (const task of tasks.slice(1)) expect(task.length).toBeLessThanOrEqual(8);
    const pageModulesAskedFor = log.filter((line) => /add link modulepreload \/assets\/part-/.test(line));
    expect(pageModulesAskedFor).toEqual(modules.map((href) => `add link modulepreload ${href}`));
    expect(log.indexOf('add script module /assets/index-1.js')).toBeGreaterThan(
      log.indexOf(`add link modulepreload ${modules.at(-1)}`),
    );
  });

  it('still adds the entry when a chunk fails to load: the entry reports the failure as the app does', async () => {
    const { log, paint, runTasks } = runLoader({ failing: ['/assets/react-1.js'] });
    paint('first-contentful-paint');
    await runTasks();

    expect(log.at(-1)).toBe('add script module /assets/index-1.js');
  });
});
