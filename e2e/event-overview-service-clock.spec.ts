import { expect, test, signIn } from './fixtures';

// Runs in the `service-state` project (the file name matches its pattern): it moves the service's clock.
// Issue 16, item 15: an event's phase is the service clock's, never the browser's.

test.afterEach(async ({ page }) => {
  await page.request.delete('/sandbox/clock');
});

test('an event the service clock has passed says it ended and gives the final count', async ({ page }) => {
  await signIn(page, 'hk-ib');
  expect((await page.request.post('/sandbox/clock', { data: { now: '2031-06-01T00:00:00Z' } })).ok()).toBe(
    true,
  );
  await page.goto('/iboffer?lang=en');
  const glance = page.getByRole('region', { name: 'The event at a glance' });
  await expect(glance.getByRole('region', { name: 'Event period' })).toContainText('Ended');
  await expect(glance.getByRole('region', { name: 'Your progress' })).toContainText(
    'The event has ended. Your final count:',
  );
  await expect(glance.getByRole('progressbar')).toHaveCount(0);
});

test('an event the service clock has not reached says it starts soon', async ({ page }) => {
  await signIn(page, 'cn-participant');
  expect((await page.request.post('/sandbox/clock', { data: { now: '2020-01-01T00:00:00Z' } })).ok()).toBe(
    true,
  );
  await page.goto('/usdt?lang=en');
  const glance = page.getByRole('region', { name: 'The event at a glance' });
  await expect(glance.getByRole('region', { name: 'Event period' })).toContainText('Starts soon');
  await expect(glance.getByRole('region', { name: 'Your progress' })).toContainText(/your count starts then/);
});
