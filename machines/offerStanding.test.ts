import { describe, expect, it } from 'vitest';
import { instant, type OfferOverview } from '../contract';
import { offerPhase, offerProgress, summarizeOffer } from './offerStanding';

const tiers = [
  { level: 1, threshold: 10, reward: 50, rewardJpy: 7500 },
  { level: 2, threshold: 50, reward: 300, rewardJpy: 45_000 },
  { level: 3, threshold: 200, reward: 1500, rewardJpy: 225_000 },
];
const period = { startTime: instant('2026-01-01T00:00:00Z'), endTime: instant('2027-01-01T00:00:00Z') };

describe('offerPhase', () => {
  it('is upcoming before the start, running from the start, ended from the end', () => {
    expect(offerPhase(period, period.startTime - 1)).toBe('upcoming');
    expect(offerPhase(period, period.startTime)).toBe('running');
    expect(offerPhase(period, period.endTime - 1)).toBe('running');
    expect(offerPhase(period, period.endTime)).toBe('ended');
  });
});

describe('offerProgress', () => {
  it('has reached no tier below the first, and says what the first needs', () => {
    expect(offerProgress(tiers, 0, 0)).toMatchObject({ reached: null, next: tiers[0], toNext: 10 });
    expect(offerProgress(tiers, 9.9, 0)).toMatchObject({ reached: null, next: tiers[0], toNext: 0.1 });
  });

  it('reaches a tier at its threshold exactly', () => {
    expect(offerProgress(tiers, 50, 0)).toMatchObject({ reached: tiers[1], next: tiers[2], toNext: 150 });
    expect(offerProgress(tiers, 62.5, 0)).toMatchObject({ reached: tiers[1], next: tiers[2], toNext: 137.5 });
  });

  it('has nothing next at the top tier', () => {
    expect(offerProgress(tiers, 240, 0)).toMatchObject({ reached: tiers[2], next: null, toNext: null });
  });
});

describe('summarizeOffer', () => {
  const overview: OfferOverview = {
    event: 'usdt',
    ...period,
    measure: 'lots',
    rules: ['Deposit 500 USDT.'],
    tiers,
    progress: null,
    lang: { tag: 'en', direction: 'ltr' },
  };

  it('gives a visitor the phase and no standing, and ends the period a moment before the service’s end', () => {
    const summary = summarizeOffer(overview, instant('2026-06-01T00:00:00Z'));
    expect(summary).toMatchObject({ phase: 'running', standing: null });
    expect(new Date(summary.lastMoment).toISOString()).toBe('2026-12-31T23:59:59.999Z');
  });

  it('gives a signed-in person their standing', () => {
    const updatedAt = instant('2026-06-01T00:00:00Z');
    const summary = summarizeOffer(
      { ...overview, progress: { value: 12, updatedAt } },
      instant('2027-02-01T00:00:00Z'),
    );
    expect(summary.phase).toBe('ended');
    expect(summary.standing).toEqual({ value: 12, updatedAt, reached: tiers[0], next: tiers[1], toNext: 38 });
  });
});
