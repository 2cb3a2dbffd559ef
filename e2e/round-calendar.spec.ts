import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

// Issue 14.4: the round times in the viewer's own time zone, and "Add to calendar".

test.use({ timezoneId: 'America/New_York' });

interface WireRound {
  matchRounds: number;
  matchStartTime: string;
  matchEndTime: string;
}

/** The service's current and next round, as it sends them. */
const roundDetails = async (page: Page) => {
  const answer = await page.request.get('/api/dootrader/terminal/availableRounds');
  return (await answer.json()).data.roundDetails as { currentRound: WireRound; nextRound: WireRound };
};

/** How a New York reader's browser writes an instant in English: independent of the app's own formatter. */
const newYork = (iso: string) =>
  new Intl.DateTimeFormat('en', {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: 'America/New_York',
  }).format(new Date(iso));
const newYorkOffset = (iso: string) => {
  const name = new Intl.DateTimeFormat('en', { timeZone: 'America/New_York', timeZoneName: 'shortOffset' })
    .formatToParts(new Date(iso))
    .find((part) => part.type === 'timeZoneName')!.value;
  return name.replace('GMT', 'UTC').replace('-', '−');
};

test('@desktop the countdown shows the round in New York time, and Add to calendar downloads its times', async ({
  page,
}) => {
  const { currentRound, nextRound } = await roundDetails(page);

  await page.goto('/doo-trader?lang=en');
  const countdown = page.locator('[data-section="round-countdown"]');
  await countdown.scrollIntoViewIfNeeded();
  const block = page.getByTestId('round-calendar');
  const start = currentRound.matchStartTime;
  const end = currentRound.matchEndTime;
  const offsets =
    newYorkOffset(start) === newYorkOffset(end)
      ? `${newYork(start)} – ${newYork(end)} (${newYorkOffset(end)})`
      : `${newYork(start)} (${newYorkOffset(start)}) – ${newYork(end)} (${newYorkOffset(end)})`;
  await expect(block).toContainText(`Your time, America/New_York: ${offsets}`);
  // The official time stays beside it.
  await expect(countdown).toContainText('(UTC+0)');

  const button = block.getByRole('button', { name: 'Add to calendar' });
  await expect(button).toHaveAccessibleDescription(
    `The file holds: Round ${currentRound.matchRounds} ends · Round ${nextRound.matchRounds} starts · Round ${nextRound.matchRounds} ends`,
  );
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe('doo-trader-round-times.ics');
  await expect(block.getByRole('status')).toHaveText(
    'Saved doo-trader-round-times.ics. Open it to add the round times to your calendar.',
  );

  const file = await readFile((await download.path())!, 'utf8');
  const calendar = new ICAL.Component(ICAL.parse(file));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  expect(events.map((event) => event.startDate.toJSDate().toISOString())).toEqual([
    new Date(currentRound.matchEndTime).toISOString(),
    new Date(nextRound.matchStartTime).toISOString(),
    new Date(nextRound.matchEndTime).toISOString(),
  ]);
  expect(events.map((event) => event.summary)).toEqual([
    `Doo Trader contest: Round ${currentRound.matchRounds} ends`,
    `Doo Trader contest: Round ${nextRound.matchRounds} starts`,
    `Doo Trader contest: Round ${nextRound.matchRounds} ends`,
  ]);
  const host = new URL(page.url()).host;
  expect(events.map((event) => event.uid)).toEqual([
    `doo-trader-round-${currentRound.matchRounds}-end@${host}`,
    `doo-trader-round-${nextRound.matchRounds}-start@${host}`,
    `doo-trader-round-${nextRound.matchRounds}-end@${host}`,
  ]);
  for (const event of events) {
    expect(event.startDate.zone.tzid).toBe('UTC');
    expect(event.component.getFirstPropertyValue('url')).toBe(page.url().split('#')[0]);
  }
});

test.describe('an Indonesian client on the race page', () => {
  test.use({ timezoneId: 'Asia/Jakarta' });

  test('@desktop reads the round in Jakarta time, and the file numbers the rounds one lower (§4)', async ({
    page,
  }) => {
    const { currentRound, nextRound } = await roundDetails(page);
    await signIn(page, 'id-client');
    await page.goto('/doo-trader/my-race?lang=en');
    const block = page.getByTestId('round-calendar');
    // Jakarta keeps UTC+7 all year.
    await expect(block).toContainText('Your time, Asia/Jakarta:');
    await expect(block).toContainText('(UTC+7)');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      block.getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    const file = await readFile((await download.path())!, 'utf8');
    const events = new ICAL.Component(ICAL.parse(file))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => event.startDate.toJSDate().toISOString())).toEqual([
      new Date(currentRound.matchEndTime).toISOString(),
      new Date(nextRound.matchStartTime).toISOString(),
      new Date(nextRound.matchEndTime).toISOString(),
    ]);
    expect(events.map((event) => event.summary)).toEqual([
      `Doo Trader contest: Round ${currentRound.matchRounds - 1} ends`,
      `Doo Trader contest: Round ${nextRound.matchRounds - 1} starts`,
      `Doo Trader contest: Round ${nextRound.matchRounds - 1} ends`,
    ]);
  });
});
