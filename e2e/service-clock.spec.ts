import { expect, test } from './fixtures';
import { call, type AvailableRounds } from './serviceCalls';

// Runs in the `service-state` project: the service's clock holds for every page it serves, so moving it
// must not reach the specs running in parallel.

test.describe('round countdown', () => {
  // The service's clock is shared by every page it serves: put it back whatever happens.
  test.afterEach(async ({ request }) => {
    await request.delete('/sandbox/clock');
  });

  test('reaches zero at the round boundary and moves on to the next round', async ({ page, request }) => {
    await request.delete('/sandbox/clock');
    const { roundDetails } = await call<AvailableRounds>(request, '/api/dootrader/terminal/availableRounds');
    const { currentRound, nextRound } = roundDetails;
    expect(currentRound.activityStatus).toBe(1);
    expect(nextRound).not.toBeNull();
    const boundary = Date.parse(currentRound.matchEndTime);

    // The service and the browser both start 6 s before the current round ends, then run in real time.
    await call(request, '/sandbox/clock', { now: new Date(boundary - 6_000).toISOString() });
    await page.clock.install({ time: boundary - 6_000 });
    await page.goto('/doo-trader?lang=en');

    const countdown = page.locator('[data-section="round-countdown"]');
    await expect(countdown.getByRole('heading', { level: 3 })).toHaveText(
      `Round ${currentRound.matchRounds} ends in`,
    );
    const timer = countdown.getByRole('timer');
    await expect(timer).toBeVisible();
    // Record every value the clock shows, so that the brief moment at zero is not missed.
    await timer.evaluate((element) => {
      const seen: string[] = [];
      (window as unknown as { clockValues: string[] }).clockValues = seen;
      const read = () =>
        seen.push(
          element.querySelectorAll('[data-part="value"]').length
            ? [...element.querySelectorAll('[data-part="value"]')].map((v) => v.textContent).join(':')
            : '',
        );
      read();
      new MutationObserver(read).observe(element, { subtree: true, characterData: true, childList: true });
    });

    await expect(countdown.getByRole('heading', { level: 3 })).toHaveText(
      `Round ${nextRound!.matchRounds} starts in`,
      { timeout: 20_000 },
    );
    await expect(countdown.getByText('Yet to start')).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { clockValues: string[] }).clockValues);
    expect(seen).toContain('00:00:00:00');
    expect(seen.indexOf('00:00:00:00')).toBeGreaterThan(seen.indexOf('00:00:00:02'));
  });
});

test.describe("every section on the service's clock", () => {
  test.afterEach(async ({ request }) => {
    await request.delete('/sandbox/clock');
  });

  test('between rounds, the banner, the countdown and its clock agree with the service, not the device', async ({
    page,
    request,
  }) => {
    await request.delete('/sandbox/clock');
    const { roundDetails } = await call<AvailableRounds>(request, '/api/dootrader/terminal/availableRounds');
    const ended = roundDetails.currentRound;
    const next = roundDetails.nextRound!;
    // Between the end of the round in progress and the start of the next, half a day off a whole number of
    // days before the start, so the days shown cannot flip while the page loads; the device stays today.
    const day = 86_400_000;
    const [end, start] = [Date.parse(ended.matchEndTime), Date.parse(next.matchStartTime)];
    const between = start - (Math.floor((start - end) / 2 / day) * day + day / 2);
    expect(between).toBeGreaterThan(end);
    await call(request, '/sandbox/clock', { now: new Date(between).toISOString() });
    const daysLeft = Math.floor((start - between) / day);
    expect(Math.abs(Date.now() - between)).toBeGreaterThan(2 * 86_400_000);

    for (const path of ['/doo-trader?lang=en', '/doo-trader/my-race?lang=en']) {
      if (path.includes('my-race')) {
        const signedIn = await page.request.post('/sandbox/session', { data: { persona: 'cn-participant' } });
        expect(signedIn.ok()).toBe(true);
      }
      await page.goto(path);
      const countdown = page.locator('[data-section="round-countdown"]');
      await expect(countdown.getByRole('heading', { level: 3 })).toHaveText(
        `Round ${next.matchRounds} starts in`,
      );
      await expect(countdown.getByText('Yet to start')).toBeVisible();
      const days = countdown.getByRole('timer').locator('[data-part="value"]').first();
      await expect(days, `${path}: days left on the service's clock`).toHaveText(
        String(daysLeft).padStart(2, '0'),
      );
      if (!path.includes('my-race')) {
        await expect(page.locator('#topBanner')).toContainText(`Round ${next.matchRounds} starts on`);
      }
    }
  });
});
