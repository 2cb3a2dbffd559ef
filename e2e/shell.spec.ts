import { expect, test, signIn } from './fixtures';

// The transaction history needs a session (§5, docs/readings.md): its checks sign a persona in first.

const routes = [
  { path: '/', title: '活动与优惠' },
  { path: '/client', title: '客户季度活动' },
  { path: '/usdt', title: 'USDT 返利活动' },
  { path: '/doo-trader', title: 'Doo Trader 交易大赛' },
  { path: '/iboffer', title: 'IB 季度活动' },
  { path: '/ibyearoffer', title: 'IB 年度活动' },
  { path: '/ib-doo-trader', title: 'IB Doo Trader 交易大赛' },
  { path: '/transaction-history', title: '交易记录' },
];

test.describe('every route of §2 renders in the default locale', () => {
  for (const { path, title } of routes) {
    test(path, async ({ page }) => {
      if (path === '/transaction-history') await signIn(page, 'cn-participant');
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    });
  }
});

test('/home2 hands the visitor over to the CRM address the service gives', async ({ page }) => {
  // The CRM lives outside this machine: answer its address with a stand-in page.
  await page.route('https://crm.example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>CRM</title><h1>CRM</h1>' }),
  );
  await page.goto('/home2');
  await expect(page).toHaveURL(/^https:\/\/crm\.example\.com\//);
});

test('?lang=ae renders right-to-left in Arabic', async ({ page }) => {
  await page.goto('/?lang=ae');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الفعاليات والعروض');
});

test('a chosen language is remembered without ?lang', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: '语言' }).selectOption({ label: 'English' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events and promotions');
  await page.goto('/client');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Client quarterly event');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('transaction history reads its filters from the address and ignores bad values', async ({ page }) => {
  await signIn(page, 'cn-participant');
  // The filter drawer's choices are in the document on every width; the rows only from 768 px.
  const pressedIn = (group: string) =>
    page
      .getByRole('group', { name: group, includeHidden: true })
      .first()
      .getByRole('button', { pressed: true, includeHidden: true });
  await page.goto('/transaction-history?lang=en&activityType=client_event&status=2&activityRound=2');
  await expect(pressedIn('Event')).toHaveText('Client quarterly event');
  await expect(pressedIn('Status')).toHaveText('Completed');
  await expect(pressedIn('Period')).toHaveText('Oct–Dec 2024');

  await page.goto(
    '/transaction-history?lang=en&activityType=%3Cscript%3Ealert(1)%3C/script%3E&activityRound=99',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transaction history');
  await expect(pressedIn('Event')).toHaveText('USDT rebate');
  await expect(pressedIn('Period')).toHaveText('All');
  await expect(page.locator('main')).not.toContainText('script');
  await expect(page.locator('main')).not.toContainText('99');
});
