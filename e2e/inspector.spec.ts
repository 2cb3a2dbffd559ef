import { spawn, type ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

// The QA state-machine inspector (src/app/inspector): desktop only (the phone project leaves out @desktop).

const panel = (page: Page) => page.getByRole('complementary', { name: 'State-machine inspector' });
const machine = (page: Page, id: string) => panel(page).getByRole('region', { name: id, exact: true });
const lastEvents = (page: Page, id: string) =>
  machine(page, id).getByRole('list', { name: 'Last events, newest first' }).getByRole('listitem');
const board = (page: Page) => page.getByRole('region', { name: 'Leaderboard' });

test(
  'shows the page machines and follows them as the person uses the page',
  { tag: '@desktop' },
  async ({ page }) => {
    await page.goto('/doo-trader?lang=en');
    await expect(page.locator('[data-section="round-countdown"]').getByRole('timer')).toBeVisible();
    await page.keyboard.press('Alt+Shift+KeyQ');
    await expect(page.locator('[data-qa-inspector] aside')).toBeVisible();
    // The panel renders in a root of its own beside the app's: no id of one may name an element of the other.
    const duplicateIds = await page.evaluate(() => {
      const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
      return ids.filter((id, index) => ids.indexOf(id) !== index);
    });
    expect(duplicateIds).toEqual([]);
    await expect(panel(page).getByRole('heading', { name: 'State-machine inspector' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Inspector', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await expect(machine(page, 'session')).toContainText(/State\s*noSession/);
    // The countdown ticks: its last event changes every second.
    const countdownEvents = lastEvents(page, 'roundCountdown');
    await expect(countdownEvents.first()).toContainText('xstate.after.tick');
    const firstTick = await countdownEvents.first().textContent();
    await expect(countdownEvents.first()).not.toHaveText(firstTick ?? '');

    await page.locator('#rankingBoard').scrollIntoViewIfNeeded();
    const leaderboard = machine(page, 'leaderboard');
    await expect(leaderboard).toContainText('board.results.listed');
    await expect(leaderboard).toContainText('"tradingType": 2', { useInnerText: false });
    await board(page).getByRole('tab', { name: 'Classic' }).click();
    await expect(lastEvents(page, 'leaderboard').first()).toContainText(/tab\.selected|xstate\.done\.actor/);
    await expect(lastEvents(page, 'leaderboard').filter({ hasText: 'tab.selected' })).toContainText(
      '"tradingType":1',
    );
    await expect(leaderboard).toContainText('"tradingType": 1', { useInnerText: false });
    // The report opens at a path that ends where the board is now.
    await expect(leaderboard.getByRole('link', { name: 'Paths in the QA report' })).toHaveAttribute(
      'href',
      /^\/sandbox\/qa\/paths\/leaderboard\.md#:~:text=Ends%20in%20state%20%60board\.results\.listed%20%2B%20/,
    );

    await page.keyboard.press('Alt+Shift+KeyQ');
    await expect(panel(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Inspector', exact: true })).toBeFocused();
  },
);

test(
  'follows the session machine as the person switches to the IB view',
  { tag: '@desktop' },
  async ({ page }) => {
    await signIn(page, 'kr-switch');
    await page.goto('/doo-trader?lang=en');
    await page.keyboard.press('Alt+Shift+KeyQ');
    const session = machine(page, 'session');
    await expect(session).toContainText(/State\s*signedIn/);
    await expect(session).toContainText('"userType": "crm_client"', { useInnerText: false });

    await page.getByRole('button', { name: 'Switch to the IB view' }).click();
    await expect(page).toHaveURL(/\/ib-doo-trader/);
    await expect(
      lastEvents(page, 'session').filter({ hasText: 'xstate.done.actor.switchUserType' }),
    ).not.toHaveCount(0);
    await expect(session).toContainText(/State\s*signedIn/);
    await expect(session).toContainText('"userType": "crm_ib"', { useInnerText: false });
  },
);

test.describe('with the service in production mode', { tag: '@desktop' }, () => {
  let service: ChildProcess | undefined;
  let origin = '';

  test.beforeAll(async () => {
    // A service of its own (any free port, a small seed): the shared one runs in sandbox mode.
    service = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      env: {
        ...process.env,
        PORT: '0',
        CONTEST_MODE: 'production',
        CONTEST_SEED_ACCOUNTS: '20',
        CONTEST_DATA_DIR: `test-results/inspector-production-${test.info().workerIndex}`,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    origin = await new Promise<string>((resolve, reject) => {
      service?.stdout?.on('data', (data: Buffer) => {
        const port = /listening on http:\/\/localhost:(\d+)/.exec(String(data))?.[1];
        if (port) resolve(`http://127.0.0.1:${port}`);
      });
      service?.on('exit', (code) => reject(new Error(`the service exited with ${code}`)));
    });
  });
  test.afterAll(() => {
    service?.kill('SIGTERM');
  });

  test('never loads the inspector', async ({ page }) => {
    const inspectorFiles: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(launcher|InspectorPanel|inspector)-/.test(request.url()))
        inspectorFiles.push(request.url());
    });
    await page.goto(`${origin}/doo-trader?lang=en`);
    await expect(page.locator('[data-section="round-countdown"]').getByRole('timer')).toBeVisible();
    await page.mouse.move(10, 10);
    await page.keyboard.press('Alt+Shift+KeyQ');
    await page.locator('#rankingBoard').scrollIntoViewIfNeeded();
    await expect(board(page).getByRole('tab', { name: 'Master' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Inspector', exact: true })).toHaveCount(0);
    expect(inspectorFiles).toEqual([]);
  });
});

test(
  'the shortcut opens the panel when pressed the moment the launcher appears, before it has settled',
  { tag: '@desktop' },
  async ({ page }) => {
    await page.goto('/doo-trader?lang=en');
    await expect(page.locator('[data-section="round-countdown"]').getByRole('timer')).toBeVisible();
    // The press lands as the launcher's button is drawn, before its effects run: a person pressing the
    // shortcut while the page is still busy (CI saw the panel stay shut).
    await page.evaluate(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-qa-inspector] button')) return;
        observer.disconnect();
        window.dispatchEvent(
          new KeyboardEvent('keydown', { altKey: true, shiftKey: true, code: 'KeyQ', key: 'Q' }),
        );
      }).observe(document.body, { childList: true, subtree: true });
    });
    // Any first interaction loads the launcher.
    await page.mouse.move(20, 20);
    await expect(panel(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Inspector', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
);
