import { expect, test } from './fixtures';

const routes = [
  { path: '/', title: '活动与优惠' },
  { path: '/client', title: '客户季度活动' },
  { path: '/usdt', title: 'USDT 返利活动' },
  { path: '/doo-trader', title: 'Doo Trader 交易大赛' },
  { path: '/iboffer', title: 'IB 季度活动' },
  { path: '/ibyearoffer', title: 'IB 年度活动' },
  { path: '/ib-doo-trader', title: 'IB Doo Trader 交易大赛' },
  { path: '/transaction-history', title: '交易记录' },
  { path: '/home2', title: '正在跳转至您的账户' },
];

test.describe('every route of §2 renders in the default locale', () => {
  for (const { path, title } of routes) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    });
  }
});

test('?lang=ae renders right-to-left in Arabic', async ({ page }) => {
  await page.goto('/?lang=ae');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الفعاليات والعروض');
});

test('a chosen language is remembered without ?lang', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: '语言' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events and promotions');
  await page.goto('/client');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Client quarterly event');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('transaction history reads its filters from the address and ignores bad values', async ({ page }) => {
  await page.goto('/transaction-history?lang=en&activityType=client_event&status=2&activityRound=2');
  const filters = page.getByTestId('applied-filters');
  await expect(filters).toContainText('client_event');
  await expect(filters).toContainText('2');

  await page.goto(
    '/transaction-history?lang=en&activityType=%3Cscript%3Ealert(1)%3C/script%3E&activityRound=99',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transaction history');
  await expect(filters).not.toContainText('script');
  await expect(filters).not.toContainText('99');
});
