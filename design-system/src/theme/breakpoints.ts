/** The spec's breakpoints (§9), in CSS pixels, smallest first. */
export const breakpoints = {
  xs: 360,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  xxl: 1536,
  xxxl: 1792,
} as const;

export type Breakpoint = keyof typeof breakpoints;

export const breakpointNames = Object.keys(breakpoints) as Breakpoint[];

type MinWidthQuery<B extends Breakpoint> = `(min-width: ${(typeof breakpoints)[B]}px)`;

/**
 * Mobile-first media queries: `mq.md` is `'(min-width: 768px)'`. Use as a vanilla-extract
 * `'@media'` key or with `window.matchMedia`.
 */
export const mq = Object.fromEntries(
  breakpointNames.map((name) => [name, `(min-width: ${breakpoints[name]}px)`]),
) as { readonly [B in Breakpoint]: MinWidthQuery<B> };

/**
 * The complement of `mq`: `mqBelow.md` matches widths under 768 px. The 0.02 px step avoids a
 * one-pixel overlap at fractional zoom levels.
 */
export const mqBelow = Object.fromEntries(
  breakpointNames.map((name) => [name, `(max-width: ${breakpoints[name] - 0.02}px)`]),
) as { readonly [B in Breakpoint]: string };

/** The largest breakpoint whose minimum `width` reaches, or `undefined` below `xs`. */
export function breakpointFor(width: number): Breakpoint | undefined {
  let found: Breakpoint | undefined;
  for (const name of breakpointNames) {
    if (width >= breakpoints[name]) found = name;
  }
  return found;
}
