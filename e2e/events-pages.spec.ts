import { eventPages, pageByKey } from '../src/pages/registry';
import { severeViolations } from './axe';
import { expect, test, signIn } from './fixtures';

/** The home page and every event page but the contests (their own specs cover them), from the registry. */
const pages: Array<{ path: string; persona: string; title: string }> = [pageByKey.home, ...eventPages]
  .filter((entry) => !entry.event?.contest)
  .map(({ path, audience, title }) => ({
    path,
    persona: audience === 'crm_ib' ? 'hk-ib' : 'cn-participant',
    title,
  }));

for (const { path, persona, title } of pages) {
  test(`${path} renders for ${persona} with its header and no serious accessibility violation`, async ({
    page,
  }) => {
    await signIn(page, persona);
    await page.goto(`${path}?lang=en`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // The site header (register/login or the account menu) is on every event page.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Transaction history' }).first()).toBeAttached();
    await expect(page.getByText('This event is not open to your account')).toHaveCount(0);
    expect(await severeViolations(page)).toEqual([]);
  });
}

test('home lists the events a China client may see, the contest first', async ({ page }) => {
  await signIn(page, 'cn-participant');
  await page.goto('/?lang=en');
  await expect(page.getByTestId('event-list').getByRole('heading')).toHaveText([
    'Doo Trader contest',
    'Client quarterly event',
    'USDT rebate event',
  ]);
});

test('home leaves out what the blacklist hides', async ({ page }) => {
  await signIn(page, 'cn-blacklisted');
  await page.goto('/?lang=en');
  await expect(page.getByTestId('event-list').getByRole('heading')).toHaveText(['Doo Trader contest']);
});

test('the client event: period selector, countdown or expired picture, one prize status', async ({
  page,
}) => {
  await signIn(page, 'cn-participant');
  await page.goto('/client?lang=en');
  const trigger = page.getByRole('button', { name: 'Period: Jan–Mar 2025' });
  await expect(trigger).toBeVisible();
  // cn-participant has a prize waiting in 2025Q1 (isPendingClaim 1) and its claim under review: one
  // status at a time, the review (issue 12, defect 7).
  await expect(page.getByText('Your prize is under review')).toBeVisible();
  await expect(page.getByText('A prize is waiting for you')).toBeHidden();
  await trigger.click();
  const list = page.getByRole('dialog', { name: 'Event periods' });
  await expect(list.getByRole('button')).toHaveText([/Jan–Mar 2025/, /Oct–Dec 2024/, /Jun–Sep 2024/]);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await trigger.click();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(list).toBeHidden();
  await trigger.click();
  await list.getByRole('button', { name: /Oct–Dec 2024/ }).click();
  await expect(page.getByRole('button', { name: 'Period: Oct–Dec 2024' })).toBeVisible();
  // 31 Dec 2024 23:59 has passed: the period is over.
  await expect(page.getByText('This period has ended')).toBeVisible();
});

test('the client event in Arabic is right-to-left', async ({ page }) => {
  await page.goto('/client?lang=ae');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الفعالية الفصلية للعملاء');
});

// Issue 16, item 15: each event says what it is, from the service, in the reader's language.
const offers = [
  {
    path: '/iboffer',
    persona: 'hk-ib',
    measure: 'Qualified clients',
    tier1: ['Tier 1', '3', 'USD 300'],
    count: 'Qualified clients: 7',
    sc: { count: '合格客户: 7', tier: '第 1 档' },
  },
  {
    path: '/ibyearoffer',
    persona: 'hk-ib',
    measure: 'Lots traded by your clients',
    tier1: ['Tier 1', '500', 'USD 2,000'],
    count: 'Lots traded by your clients: 2,350.5',
    sc: { count: '您的客户交易手数: 2,350.5', tier: '第 1 档' },
  },
  {
    path: '/usdt',
    persona: 'cn-participant',
    measure: 'Lots traded',
    tier1: ['Tier 1', '10', 'USD 50'],
    count: 'Lots traded: 62.5',
    sc: { count: '交易手数: 62.5', tier: '第 1 档' },
  },
];

for (const offer of offers) {
  test(`${offer.path} tells a visitor its period, rules and tiers, and a signed-in ${offer.persona} their progress`, async ({
    page,
  }) => {
    await page.goto(`${offer.path}?lang=en`);
    const glance = page.getByRole('region', { name: 'The event at a glance' });
    await expect(glance.getByRole('region', { name: 'Event period' })).toContainText('Under way');
    await expect(glance.getByRole('region', { name: 'Event period' })).toContainText(/From .+ to .+ \(UTC\)/);
    await expect(glance.getByRole('region', { name: 'How to qualify' }).getByRole('listitem')).toHaveCount(2);
    const tiers = glance.getByRole('table', { name: 'Reward tiers' });
    await expect(tiers.getByRole('columnheader', { name: offer.measure })).toBeAttached();
    // On a phone the table stacks and each value follows its column's label, so the row is read by its texts.
    const firstTier = tiers.getByRole('row').nth(1);
    for (const text of offer.tier1) await expect(firstTier).toContainText(text);
    await expect(glance.getByRole('region', { name: 'Your progress' })).toContainText(
      'Log in to see your progress',
    );
    await expect(glance.getByRole('progressbar')).toHaveCount(0);

    await signIn(page, offer.persona);
    await page.reload();
    const progress = glance.getByRole('region', { name: 'Your progress' });
    await expect(progress).toContainText(offer.count);
    await expect(progress.getByRole('progressbar')).toBeVisible();

    await page.goto(`${offer.path}?lang=sc`);
    await expect(
      page.getByRole('region', { name: '活动概览' }).getByRole('region', { name: '您的进度' }),
    ).toContainText(offer.sc.count);
    await expect(page.getByRole('table', { name: '奖励档位' }).getByRole('rowheader').first()).toContainText(
      offer.sc.tier,
    );
  });
}

test('a switch of language in place asks again for the terms and the overview, in the new language (issue 16, item 12)', async ({
  page,
}) => {
  await signIn(page, 'cn-participant');
  await page.goto('/usdt?lang=sc');
  const main = page.getByRole('main');
  await expect(main.getByRole('region', { name: 'USDT 返利活动条款及细则' })).toBeVisible();
  await expect(main.getByText('活动期间向真实交易账户存入至少 500 USDT。')).toBeVisible();

  await page.getByRole('combobox', { name: '语言' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('USDT rebate event');
  const terms = main.getByRole('region', { name: 'USDT rebate event terms and conditions' });
  await expect(terms).toBeVisible();
  await expect(terms.getByRole('list')).toHaveAttribute('lang', 'en');
  await expect(
    main.getByText('Deposit at least 500 USDT into a live trading account during the event.'),
  ).toBeVisible();
  await expect(main.getByText('USDT 返利活动条款及细则')).toHaveCount(0);
  await expect(main.getByText('活动期间向真实交易账户存入至少 500 USDT。')).toHaveCount(0);
});
