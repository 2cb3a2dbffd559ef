import type { OfferOverview, OfferTier } from '../contract/offers';

/** Where an event is by the service clock: not started yet, under way, or over. */
export type OfferPhase = 'upcoming' | 'running' | 'ended';

/** The person's count against the tiers: the highest tier reached and the one after it, if any. */
export type OfferProgress = {
  value: number;
  updatedAt: number;
  reached: OfferTier | null;
  next: OfferTier | null;
  /** How much more of the event's measure the next tier needs; `null` at the top tier. */
  toNext: number | null;
};

/** An overview as its section shows it: the service's answer, its phase and the person's standing. */
export type OfferSummary = OfferOverview & {
  phase: OfferPhase;
  /** The period's last moment (the service's end is exclusive), so that a year reads 1 Jan – 31 Dec. */
  lastMoment: number;
  standing: OfferProgress | null;
};

// Lots have two decimals at most; rounding keeps 10 − 9.9 from showing as 0.0999….
const hundredths = (value: number) => Math.round(value * 100) / 100;

/** The event's phase at `nowMs`: the start is part of the event, the end is not. */
export function offerPhase(
  overview: Pick<OfferOverview, 'startTime' | 'endTime'>,
  nowMs: number,
): OfferPhase {
  if (nowMs < overview.startTime) return 'upcoming';
  return nowMs < overview.endTime ? 'running' : 'ended';
}

/** The tier a count has reached and what the next one still needs. */
export function offerProgress(tiers: readonly OfferTier[], value: number, updatedAt: number): OfferProgress {
  const reached = tiers.filter((tier) => value >= tier.threshold).at(-1) ?? null;
  const next = tiers.find((tier) => value < tier.threshold) ?? null;
  return { value, updatedAt, reached, next, toNext: next ? hundredths(next.threshold - value) : null };
}

/** Decides everything the overview section shows from the service's answer and the service clock's now. */
export function summarizeOffer(overview: OfferOverview, nowMs: number): OfferSummary {
  const { progress } = overview;
  return {
    ...overview,
    phase: offerPhase(overview, nowMs),
    lastMoment: overview.endTime - 1,
    standing: progress ? offerProgress(overview.tiers, progress.value, progress.updatedAt) : null,
  };
}
