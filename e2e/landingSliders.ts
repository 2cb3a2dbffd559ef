import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The landing page's sliders: their section's slot and what a test calls them. */
export const carousels = [
  ['featureCarousel', 'the feature slides'],
  ['hallOfFame', 'the past winners'],
] as const;

/** Scrolls the section into view until its slider is there (sections load as they near the screen). */
export const showSlider = async (page: Page, slot: string): Promise<Locator> => {
  const section = page.locator(`[data-landing-section="${slot}"]`);
  const slider = section.locator('[aria-roledescription="carousel"]');
  await expect(async () => {
    await section.scrollIntoViewIfNeeded();
    await expect(slider).toBeVisible({ timeout: 1000 });
  }).toPass();
  await slider.scrollIntoViewIfNeeded();
  return slider;
};
