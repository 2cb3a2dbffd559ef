import type { Page } from '@playwright/test';
import { expect, test, signIn } from './fixtures';

// Runs in the `service-state` project (the file name matches its pattern), after the specs that move its clock:
// the claim is stored for good, so the other specs' participant can still open an empty claim (its area-code
// list among them) on the service they share.

const racePage = '/doo-trader/my-race?lang=en';

test.describe('claiming the gift', () => {
  test.describe.configure({ mode: 'serial' });

  const openClaim = async (page: Page) => {
    await signIn(page, 'cn-participant');
    await page.goto(racePage);
    const banner = page.getByRole('region', { name: 'Trading gift' });
    await banner.getByRole('button', { name: 'Claim gift' }).click();
    return page.getByRole('dialog', { name: 'Claim your gift' });
  };
  const fill = async (page: Page) => {
    await page.getByRole('textbox', { name: 'Recipient name' }).fill('Wang Xiaoming');
    await page.getByRole('combobox', { name: 'Area code' }).click();
    await page.getByRole('option', { name: '+852' }).click();
    await page.getByRole('textbox', { name: 'Phone number' }).fill('61234567');
    await page.getByRole('textbox', { name: 'Delivery address' }).fill('8 Queen’s Road Central, Hong Kong');
  };

  test('a fault on submit shows the error modal and keeps every value', async ({ page, consoleErrors }) => {
    const dialog = await openClaim(page);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Please enter the phone number')).toBeVisible();
    await fill(page);
    await page.request.post('/sandbox/faults', {
      data: { path: '/api/dootrader/address/submitAddress', code: 56122, times: 1 },
    });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByRole('button', { name: 'Confirm and submit' }).click();
    const failure = page.getByRole('dialog', { name: 'Submission failed' });
    await expect(failure).toContainText('The redemption has ended or every gift has been claimed.');
    await failure.getByRole('button', { name: 'Back to the form' }).click();
    await expect(page.getByRole('textbox', { name: 'Recipient name' })).toHaveValue('Wang Xiaoming');
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('61234567');
    await expect(page.getByRole('combobox', { name: 'Area code' })).toHaveText('+852');
    // The rejected submit is logged on purpose (§8).
    const expected = consoleErrors.filter((text) => text.startsWith('Address submit rejected'));
    expect(expected).toHaveLength(1);
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((text) => !expected.includes(text)),
    );
  });

  test('the first click confirms, the second submits, and a reload shows the claim read-only', async ({
    page,
  }) => {
    const dialog = await openClaim(page);
    await fill(page);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('status')).toContainText('Please check your details');
    await dialog.getByRole('button', { name: 'Confirm and submit' }).click();
    const success = page.getByRole('dialog', { name: 'Address submitted' });
    await expect(success).toBeVisible();
    await success.getByRole('button', { name: 'OK' }).click();
    await expect(dialog.getByText('Tracking number')).toBeVisible();

    const stored = await page.request.get('/api/dootrader/address/getAddress?competitionRounds=2');
    expect((await stored.json()).data).toMatchObject({
      receiveName: 'Wang Xiaoming',
      receivePhoneCode: '+852',
    });

    await page.reload();
    const banner = page.getByRole('region', { name: 'Trading gift' });
    await expect(banner.getByText('Your claim has been submitted')).toBeVisible();
    await banner.getByRole('button', { name: 'Check my claim' }).click();
    const review = page.getByRole('dialog', { name: 'Your claim' });
    await expect(review.getByRole('textbox', { name: 'Recipient name' })).toBeDisabled();
    await expect(review.getByRole('textbox', { name: 'Recipient name' })).toHaveValue('Wang Xiaoming');
    await expect(review.getByText('Tracking number')).toBeVisible();
    await expect(review.getByRole('button', { name: /submit/i })).toHaveCount(0);
  });
});
