import { test as base, expect, type Page } from '@playwright/test';

/** Every page under test must load without a console error or an uncaught exception. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Signs the page's browser context in as a sandbox persona (docs/personas.md). */
export const signIn = async (page: Page, persona: string) => {
  const response = await page.request.post('/sandbox/session', { data: { persona } });
  expect(response.ok()).toBe(true);
};
