import type { Page } from '@playwright/test';
import { expect, test, signIn } from './fixtures';
import { call, type RoundInfo } from './serviceCalls';

// Runs in the `service-state` project (the file name matches its pattern): it moves the service's clock.
// The browser keeps the device's clock, so what the page shows must follow the service's.

type Rounds = {
  rounds: Array<{ matchRounds: number; matchEndTime: string }>;
  roundDetails: { currentRound: RoundInfo };
};

const dayMs = 86_400_000;
const racePage = '/doo-trader/my-race?lang=en';

const details = (page: Page) => page.getByRole('region', { name: '王小明’s race' });
const history = (page: Page) => page.getByRole('table', { name: 'Rounds of the selected account' });

test.describe('the personal race page on the service clock', () => {
  test.afterEach(async ({ request }) => {
    await request.delete('/sandbox/clock');
  });

  test('between rounds: the won gift of the round just ended stays claimable, and round status agrees', async ({
    page,
    request,
  }) => {
    await request.delete('/sandbox/clock');
    const { roundDetails } = await call<Rounds>(request, '/api/dootrader/terminal/availableRounds');
    const ended = roundDetails.currentRound;
    expect(ended.activityStatus).toBe(1);
    // A day after the round ends: the next round starts a day later, the claim window closes in 6 days.
    await call(request, '/sandbox/clock', {
      now: new Date(Date.parse(ended.matchEndTime) + dayMs).toISOString(),
    });
    await signIn(page, 'cn-participant');
    await page.goto(racePage);

    const banner = page.getByRole('region', { name: 'Trading gift' });
    await expect(banner).toBeVisible();
    await expect(banner.getByText(`Round ${ended.matchRounds} gift`)).toBeVisible();
    await expect(banner.getByText('6 days left to claim')).toBeVisible();
    await banner.getByRole('button', { name: 'Claim gift' }).click();
    await expect(page.getByRole('dialog', { name: 'Claim your gift' })).toBeVisible();
    await page.keyboard.press('Escape');

    const next = ended.matchRounds + 1;
    await expect(details(page).getByText(`Round ${next}, yet to start`)).toBeVisible();
    await expect(
      history(page).getByRole('row', { name: new RegExp(`Round ${ended.matchRounds}`) }),
    ).toContainText('Ended');
    await expect(page.locator('[data-section="round-countdown"]').getByText('Yet to start')).toBeVisible();
    await expect(page.getByText(/in progress/)).toHaveCount(0);
  });

  test('after the last round: every round reads as ended', async ({ page, request }) => {
    await request.delete('/sandbox/clock');
    const { rounds } = await call<Rounds>(request, '/api/dootrader/terminal/availableRounds');
    const last = rounds.at(-1)!;
    // Weeks after the last round, its claim window closed too.
    await call(request, '/sandbox/clock', {
      now: new Date(Date.parse(last.matchEndTime) + 20 * dayMs).toISOString(),
    });
    await signIn(page, 'cn-participant');
    await page.goto(racePage);

    await expect(details(page).getByText(`Round ${last.matchRounds}, ended`)).toBeVisible();
    const rows = history(page).getByRole('row', { name: /Round \d/ });
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) await expect(row).toContainText('Ended');
    await expect(
      page.locator('[data-section="round-countdown"]').getByText('The contest has ended'),
    ).toBeVisible();
    await expect(page.getByText(/in progress/)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Trading gift' })).toHaveCount(0);
  });
});
