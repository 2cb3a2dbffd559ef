import { test as base, expect, type Page } from '@playwright/test';

/**
 * After a load, once the app's first render has replaced the screen the service drew (`data-prerendered`); a
 * page whose app cannot start keeps the drawn screen, and its test says what it expects of that.
 */
const afterLoad = (page: Page) =>
  page
    .waitForFunction(() => !document.querySelector('[data-prerendered]'), undefined, { timeout: 10_000 })
    .catch(() => undefined);

/** Every page under test must load without a console error or an uncaught exception. */
export const test = base.extend<{ consoleErrors: string[] }>({
  // A public page's first screen comes drawn, inert until the app replaces it: a test acts on the app's, as a
  // person can only act once it is there.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await afterLoad(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await afterLoad(page);
      return response;
    };
    await use(page);
  },
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
