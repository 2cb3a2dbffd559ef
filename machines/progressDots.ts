/**
 * §9: how many dots the countdown's progress line has, by screen size: 15 below md (and below xs), 30 from md,
 * 35 from xl, 50 from xxl. Every count is drawn and CSS shows the one of the screen's size (RoundCountdown.css.ts),
 * so a page drawn before any script, which knows no screen size, draws the dots the app then shows.
 */
export const progressDotSteps = [
  { from: null, count: 15 },
  { from: 'md', count: 30 },
  { from: 'xl', count: 35 },
  { from: 'xxl', count: 50 },
] as const;

/** The dots drawn: as many as the largest screens show. */
export const drawnProgressDots = progressDotSteps[progressDotSteps.length - 1]!.count;

/** The dot counts at which the dot at `index` (from 0) is filled, with `percent` of the track covered. */
export function countsFillingDot(index: number, percent: number): number[] {
  return progressDotSteps
    .map(({ count }) => count)
    .filter((count) => index < Math.round((percent / 100) * count));
}
