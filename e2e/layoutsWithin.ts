import type { Page } from '@playwright/test';

interface LayoutEvent {
  name: string;
  ph: string;
  args: { beginData?: { partialLayout: boolean; totalObjects: number } };
}

/** The layouts Chromium runs within `ms`, each with whether it was partial and how many objects it laid out. */
export async function layoutsWithin(page: Page, ms: number) {
  const devtools = await page.context().newCDPSession(page);
  const events: LayoutEvent[] = [];
  devtools.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as LayoutEvent[])));
  const complete = new Promise((resolve) => devtools.once('Tracing.tracingComplete', resolve));
  await devtools.send('Tracing.start', { categories: 'devtools.timeline', transferMode: 'ReportEvents' });
  await page.waitForTimeout(ms);
  await devtools.send('Tracing.end');
  await complete;
  await devtools.detach();
  return events
    .filter(({ name, ph }) => name === 'Layout' && ph === 'X')
    .map(({ args }) => ({
      partialLayout: args.beginData?.partialLayout,
      totalObjects: args.beginData?.totalObjects,
    }));
}
