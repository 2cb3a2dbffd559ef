import type { Page } from '@playwright/test';
import { expect, test, signIn } from './fixtures';

const rows = (page: Page) => page.getByTestId('filter-rows');
const pressed = (scope: ReturnType<Page['getByTestId']>, group: string) =>
  scope.getByRole('group', { name: group }).getByRole('button', { pressed: true });

// The rows show from 768 px: these run in the desktop project only (playwright.config.ts).
test.describe('desktop filter rows', { tag: '@desktop' }, () => {
  const cases: Array<[string, string[]]> = [
    ['cn-participant', ['USDT rebate', 'Client quarterly event']],
    ['hk-ib', ['IB season event']],
    // §5: for nationality 1 the blacklisted `rebate2025_activity` leaves the event filter.
    ['cn-blacklisted', ['Client quarterly event']],
  ];
  for (const [persona, types] of cases) {
    test(`the event filter of ${persona} shows exactly ${types.join(', ')}`, async ({ page }) => {
      await signIn(page, persona);
      await page.goto('/transaction-history?lang=en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transaction history');
      const event = rows(page).getByRole('group', { name: 'Event' });
      await expect(event.getByRole('button')).toHaveText(types);
      await expect(pressed(rows(page), 'Event')).toHaveText(types[0]!);
      // The address names the event the page shows, the IB's too (§2: the IB variant is ib_season).
      await expect(page).toHaveURL(
        new RegExp(
          `activityType=${persona === 'hk-ib' ? 'ib_season' : types[0] === 'USDT rebate' ? 'rebate2025_activity' : 'client_event'}`,
        ),
      );
    });
  }

  test('an address sets the filters, and a filter change rewrites it without a history entry', async ({
    page,
  }) => {
    await signIn(page, 'cn-participant');
    await page.goto('/transaction-history?lang=en&activityType=client_event&status=2&activityRound=2');
    await expect(pressed(rows(page), 'Event')).toHaveText('Client quarterly event');
    await expect(pressed(rows(page), 'Status')).toHaveText('Completed');
    await expect(pressed(rows(page), 'Period')).toHaveText('Oct–Dec 2024');
    await expect(pressed(rows(page), 'Prize')).toHaveText('All');
    // The seed's client-event reward of that period: a completed cash reward of 500 USD.
    await expect(page.getByRole('table')).toContainText('$500.00');

    const entries = await page.evaluate(() => history.length);
    await rows(page).getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Rejected' }).click();
    await expect(page).toHaveURL(/status=3/);
    await rows(page).getByRole('group', { name: 'Period' }).getByRole('button', { name: 'All' }).click();
    await expect(page).not.toHaveURL(/activityRound=/);
    await expect(page).toHaveURL(/activityType=client_event/);
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await expect(page.getByRole('table')).toContainText('Gold bar 10 g');
  });

  test('an IB sees its own statuses and an empty history without an error', async ({ page }) => {
    await signIn(page, 'hk-ib');
    await page.goto('/transaction-history?lang=en&activityType=client_event&prize=1&status=3');
    await expect(pressed(rows(page), 'Event')).toHaveText('IB season event');
    await expect(rows(page).getByRole('group', { name: 'Prize' }).getByRole('button')).toHaveText([
      'All',
      'Cash reward',
    ]);
    await expect(rows(page).getByRole('group', { name: 'Status' }).getByRole('button')).toHaveText([
      'All',
      'Processing',
      'Completed',
      'Rejected',
      'Failed',
    ]);
    await expect(page).toHaveURL(/activityType=ib_season/);
    await expect(page).not.toHaveURL(/status=3/);
    await expect(page.getByRole('table')).toContainText('Season commission bonus');
  });

  test('a garbage address shows the defaults with nothing injected', async ({ page }) => {
    await signIn(page, 'cn-participant');
    await page.goto(
      '/transaction-history?lang=en&activityType=%3Cscript%3Ealert(1)%3C/script%3E&activityRound=99',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transaction history');
    await expect(pressed(rows(page), 'Event')).toHaveText('USDT rebate');
    await expect(pressed(rows(page), 'Period')).toHaveText('All');
    await expect(page).toHaveURL(/activityType=rebate2025_activity/);
    await expect(page).not.toHaveURL(/activityRound/);
    await expect(page.locator('body')).not.toContainText('<script>');
    expect(await page.locator('main script').count()).toBe(0);
  });
});

test.describe('the phone drawer', () => {
  test.use({ viewport: { width: 375, height: 780 } });

  test('opens from the inline end; Reset restores rebate2025_activity; closing discards; Confirm applies', async ({
    page,
  }) => {
    await signIn(page, 'cn-participant');
    await page.goto('/transaction-history?lang=en&activityType=client_event&status=2&activityRound=2');
    await expect(rows(page)).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filter rewards' });
    await expect(drawer).toBeVisible();
    // Once it has slid in, the sheet's inline end is the viewport's right edge.
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return Math.round((box?.x ?? 0) + (box?.width ?? 0));
      })
      .toBe(375);

    // Closing without Confirm leaves the applied filters as they were.
    await drawer
      .getByRole('group', { name: 'Prize' })
      .getByRole('button', { name: 'Reward', exact: true })
      .click();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).not.toHaveURL(/prize=/);

    await page.getByRole('button', { name: 'Filters' }).click();
    await drawer.getByRole('button', { name: 'Reset' }).click();
    await expect(pressed(drawer, 'Event')).toHaveText('USDT rebate');
    await expect(pressed(drawer, 'Status')).toHaveText('All');
    await expect(pressed(drawer, 'Prize')).toHaveText('All');
    // Nothing applies before Confirm.
    await expect(page).toHaveURL(/activityType=client_event/);
    await drawer.getByRole('button', { name: 'Confirm' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/activityType=rebate2025_activity/);
    await expect(page).not.toHaveURL(/status=/);
  });
});

test('the rewards are named in the reader’s language, again after a switch of language (issue 16, item 12)', async ({
  page,
}) => {
  await signIn(page, 'cn-participant');
  await page.goto('/transaction-history?lang=sc&activityType=rebate2025_activity');
  const names = page.getByRole('main').getByText(/^USDT (返利|rebate)$/);
  await expect(names.first()).toHaveText('USDT 返利');
  // A reward's name in the list (not the event's filter chip) is marked with the language the service says.
  const rewardName = page
    .getByRole('main')
    .getByRole('table')
    .getByText(/^USDT (返利|rebate)$/)
    .first();
  await expect(rewardName).toHaveAttribute('lang', 'zh-Hans');
  await page.getByRole('combobox', { name: '语言' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transaction history');
  await expect(names.first()).toHaveText('USDT rebate');
  await expect(rewardName).toHaveText('USDT rebate');
  await expect(rewardName).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('main').getByText('USDT 返利')).toHaveCount(0);
});
