import type { Page } from '@playwright/test';
import { expect, test, signIn } from './fixtures';

const eventEntries = async (page: Page): Promise<string[]> => {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Transaction history' })).toBeVisible();
  const events = nav.getByRole('button', { name: 'Events' });
  if ((await events.count()) === 0) return [];
  await events.click();
  const items = page.getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  const names = await items.allTextContents();
  await page.keyboard.press('Escape');
  return names;
};

test.describe('the navigation shows exactly the eligible entries (§2)', () => {
  const cases: Array<[string, string[]]> = [
    ['cn-participant', ['Client quarterly event', 'USDT rebate event', 'Doo Trader contest']],
    ['hk-ib', ['IB season event', 'IB annual event', 'IB Doo Trader contest']],
    ['jp-client', []],
    ['kr-switch', ['Doo Trader contest']],
    ['in-client', []],
    ['cn-blacklisted', ['Doo Trader contest']],
  ];
  for (const [persona, expected] of cases) {
    test(persona, async ({ page }) => {
      await signIn(page, persona);
      await page.goto('/?lang=en');
      expect(await eventEntries(page)).toEqual(expected);
    });
  }
});

test('a client opening an /ib page is switched to IB through the service, and can switch back', async ({
  page,
}) => {
  await signIn(page, 'kr-switch');
  await page.goto('/ib-doo-trader?lang=en');
  await expect(page.getByRole('button', { name: 'Switch to the Client view' })).toBeVisible();
  const session = await (await page.request.get('/validate/session')).json();
  expect(session.data.userType).toBe('crm_ib');
  expect(await eventEntries(page)).toEqual(['IB Doo Trader contest']);

  await page.getByRole('button', { name: 'Switch to the Client view' }).click();
  await expect(page).toHaveURL(/\/doo-trader\?lang=en$/);
  await expect(page.getByRole('button', { name: 'Switch to the IB view' })).toBeVisible();
  const after = await (await page.request.get('/validate/session')).json();
  expect(after.data.userType).toBe('crm_client');
});

test('logged-out visitors get register and login; locale id shows login only', async ({ page }) => {
  await page.goto('/doo-trader?lang=en');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Register' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    '/sandbox/login?redirect=%2Fdoo-trader%3Flang%3Den',
  );

  await page.goto('/usdt?lang=id');
  await expect(header.getByRole('link', { name: 'Masuk' })).toHaveAttribute(
    'href',
    'https://individual.example.com/id/login',
  );
  await expect(header.getByRole('link')).toHaveCount(2); // the brand and login, no register
});

test('a Japan user has a menu with my account and logout', async ({ page }) => {
  await signIn(page, 'jp-client');
  await page.goto('/?lang=en');
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('menuitem', { name: /My account/ })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/sandbox\/login\?redirect=/);
  const session = await (await page.request.get('/validate/session')).json();
  expect(session.code).not.toBe(0);
});

test('pages that need a session send a visitor without one to logout (§5)', async ({ page }) => {
  await page.goto('/transaction-history?lang=en');
  await expect(page).toHaveURL(/\/sandbox\/login\?redirect=%2Ftransaction-history/);
});

test('a malformed JSID cookie is said in the reader’s language ("Invalid JSID format!"), with a trace id', async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'JSID', value: 'not_alpha-numeric', url: baseURL! }]);
  await page.goto('/transaction-history?lang=sc');
  await expect(page.getByRole('alert')).toHaveText('无法读取您的登录信息。');
  await expect(page.getByText(/异常编号：[0-9a-f-]{36}/)).toBeVisible();
});

test('the contest landing pages offer sc, tc and kr only, and no picker for jp', async ({ page }) => {
  await page.goto('/doo-trader?lang=en');
  const picker = page.getByRole('banner').getByRole('combobox', { name: 'Language' });
  await expect(picker.locator('option:not([disabled])')).toHaveText(['简体中文', '繁體中文', '한국어']);
  await page.goto('/doo-trader?lang=jp');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('combobox')).toHaveCount(0);
});
