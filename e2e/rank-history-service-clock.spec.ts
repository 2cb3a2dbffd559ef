import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, signIn } from './fixtures';
import { meterReadings, ownRowReadings } from './requirementMeters';
import { call } from './serviceCalls';

// Runs in the `service-state` project (the file name matches its pattern): it moves the service's clock.
// The race page's history, the board and the poster must say the same result, on the service's clock.

type Rounds = { rounds: Array<{ matchRounds: number; matchEndTime: string }> };

const dayMs = 86_400_000;
const history = (page: Page) => page.getByTestId('rank-history');
const board = (page: Page) => page.getByRole('region', { name: 'Leaderboard' });

/** Each persona of issue 14's checks: its contest account, the round 2 it is in, its rank there, its category. */
const participants = [
  { persona: 'cn-participant', accountId: '20100001', shownRound: 2, rank: 3, category: 'Master' },
  // §4: Japanese and Indonesian clients read every round number one lower.
  { persona: 'jp-client', accountId: '20300001', shownRound: 1, rank: 2, category: 'Classic' },
  { persona: 'id-client', accountId: '20500001', shownRound: 1, rank: 140, category: 'Classic' },
] as const;

/** The persona's race page a day after round 2's end (from the seeded clock); returns that end. */
async function raceDayAfterRoundTwo(page: Page, request: APIRequestContext, persona: string) {
  await request.delete('/sandbox/clock');
  const { rounds } = await call<Rounds>(request, '/api/dootrader/terminal/availableRounds');
  const end = Date.parse(rounds.find((round) => round.matchRounds === 2)!.matchEndTime);
  await signIn(page, persona);
  await call(request, '/sandbox/clock', { now: new Date(end + dayMs).toISOString() });
  await page.goto('/doo-trader/my-race?lang=en');
  return end;
}

/** The board's result badge for one round (its label as the person reads it). */
async function boardResult(page: Page, roundLabel: string) {
  await page.goto('/doo-trader?lang=en');
  await page.locator('#rankingBoard').scrollIntoViewIfNeeded();
  await board(page).getByRole('combobox', { name: 'Round' }).selectOption({ label: roundLabel });
  return board(page);
}

/** The poster of the round just ended: its round, the rank and the same result as the rank history. */
async function expectPosterOfRoundTwo(
  page: Page,
  { shownRound, rank }: { shownRound: number; rank: number },
  result: 'Provisional' | 'Final',
) {
  await page.getByRole('button', { name: 'Share my result' }).click();
  const poster = page.getByTestId('share-poster');
  await expect(poster).toContainText(`Round ${shownRound}`);
  await expect(poster).toContainText(`Ranking#${rank}`);
  await expect(poster.getByText(result, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
}

test.describe('rank history and the round’s result on the service clock', () => {
  test.afterEach(async ({ request }) => {
    await request.delete('/sandbox/clock');
  });

  for (const { persona, rank, shownRound } of participants) {
    test(`${persona} at the seeded clock: a provisional history ending at the current rank, the same on the board and the poster`, async ({
      page,
      request,
    }) => {
      await request.delete('/sandbox/clock');
      await signIn(page, persona);
      await page.goto('/doo-trader/my-race?lang=en');
      const section = history(page);
      await expect(section.getByRole('heading', { name: `Your rank in round ${shownRound}` })).toBeVisible();
      await expect(section.getByText('Provisional', { exact: true })).toBeVisible();
      await expect(section).toContainText(new RegExp(`to #${rank} over \\d+ ranking updates`));
      await section.getByRole('button', { name: 'Show as a table' }).click();
      await expect(section.getByRole('table').getByRole('row').nth(1)).toContainText(`#${rank}`);

      await page.getByRole('button', { name: 'Share my result' }).click();
      const poster = page.getByTestId('share-poster');
      await expect(poster.getByText('Provisional', { exact: true })).toBeVisible();
      await expect(poster).toContainText(`#${rank}`);
      await page.keyboard.press('Escape');

      const standings = await boardResult(page, `Round ${shownRound}`);
      await expect(standings.getByText('Provisional', { exact: true })).toBeVisible();
    });
  }

  for (const participant of participants) {
    const { persona, shownRound, rank } = participant;
    test(`${persona}: past round 2’s end its result stays provisional; 30 days later it is final everywhere, the poster too`, async ({
      page,
      request,
    }) => {
      const end = await raceDayAfterRoundTwo(page, request, persona);
      await expect(
        history(page).getByRole('heading', { name: `Your rank in round ${shownRound}` }),
      ).toBeVisible();
      await expect(history(page).getByText('Provisional', { exact: true })).toBeVisible();
      await expect(history(page)).toContainText(`to #${rank} over`);
      await expectPosterOfRoundTwo(page, participant, 'Provisional');
      await expect(
        (await boardResult(page, `Round ${shownRound}`)).getByText('Provisional', { exact: true }),
      ).toBeVisible();

      await call(request, '/sandbox/clock', { now: new Date(end + 30 * dayMs + 3_600_000).toISOString() });
      await page.goto('/doo-trader/my-race?lang=en');
      await expect(history(page).getByText('Final', { exact: true })).toBeVisible();
      await expect(history(page).getByText('Provisional', { exact: true })).toHaveCount(0);
      await expect(history(page)).toContainText(`to #${rank} over`);
      await expectPosterOfRoundTwo(page, participant, 'Final');
      const finalBoard = await boardResult(page, `Round ${shownRound}`);
      await expect(finalBoard.getByText('Final', { exact: true })).toBeVisible();
      await expect(
        finalBoard.getByText('The results of this round are final and no longer shown here.'),
      ).toBeVisible();
    });
  }

  for (const { persona, accountId, shownRound, rank, category } of participants) {
    test(`${persona}: between rounds the race page’s checklist is that of the round just ended, the same as its row on the board`, async ({
      page,
      request,
    }) => {
      await raceDayAfterRoundTwo(page, request, persona);
      const where = page.getByRole('region', { name: 'Where you stand' });
      await expect(where).toContainText(`Round ${shownRound}, ended`);
      await expect(where.getByTestId('tier-distance')).toContainText(`You are ranked ${rank};`);
      const onRacePage = await meterReadings(where);
      const standings = await boardResult(page, `Round ${shownRound}`);
      expect(await ownRowReadings(page, standings, { category, accountId, rank })).toEqual(onRacePage);
    });
  }
});
