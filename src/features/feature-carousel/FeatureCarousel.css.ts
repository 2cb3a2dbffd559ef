import { mq, vars } from '@doo/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

export const section = style({
  display: 'grid',
  gap: vars.space.lg,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  '@media': { [mq.md]: { fontSize: vars.fontSize.xxl } },
});

export const slide = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  gap: vars.space.lg,
  blockSize: '100%',
  // The same height loaded or not, so the slider replacing the first slide moves nothing.
  minBlockSize: '168px',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  boxSizing: 'border-box',
});

export const slideTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accent,
});

export const slideText = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  lineHeight: vars.lineHeight.relaxed,
});

/** The slides while the slider loads: one on another, in one cell as tall as the tallest. */
export const stillSlides = style({ display: 'grid' });
globalStyle(`${stillSlides} > *`, { gridArea: '1 / 1' });
export const hiddenStillSlide = style({ visibility: 'hidden' });

/** Stands in for the slider's controls while it loads. */
export const controlsSpace = style({ blockSize: '44px' });
