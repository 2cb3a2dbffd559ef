import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Opens `path` and scrolls it down to its end, 400 px at a time, so that every section that loads as it nears
 * the screen has loaded and drawn.
 */
export async function openToTheEnd(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top < height; top += 400) await page.evaluate((y) => window.scrollTo({ top: y }), top);
  await page.waitForLoadState('networkidle');
}
