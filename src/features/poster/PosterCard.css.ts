import { vars } from '@doo/design-system';
import { style } from '@vanilla-extract/css';
import backgroundUrl from './assets/poster-background.svg';

/** The poster keeps one size everywhere, so the saved image looks the same from every screen. */
export const posterWidth = 320;
export const posterHeight = 533;

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  inlineSize: `${posterWidth}px`,
  blockSize: `${posterHeight}px`,
  padding: vars.space.xl,
  boxSizing: 'border-box',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceInverse,
  backgroundImage: `url("${backgroundUrl}")`,
  backgroundSize: 'cover',
  color: vars.color.textInverse,
  fontFamily: vars.font.body,
  marginInline: 'auto',
});

export const brand = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
});

export const round = style({ color: vars.color.accent });

export const identity = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });

export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const account = style({ margin: 0, fontSize: vars.fontSize.sm, opacity: 0.85 });

export const ranking = style({ display: 'grid', justifyItems: 'center', gap: vars.space.xxs });

export const rankingLabel = style({ fontSize: vars.fontSize.sm, opacity: 0.85 });

export const rankingValue = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.accent,
  fontVariantNumeric: 'tabular-nums',
});

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const stat = style({ display: 'grid', gap: vars.space.xxs, textAlign: 'center', minInlineSize: 0 });

export const statLabel = style({ fontSize: vars.fontSize.xs, opacity: 0.85 });

export const statValue = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const prize = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
});

export const prizeValue = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

/** What the estimated prize depends on, under it. */
export const prizeCondition = style({
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const footer = style({
  marginBlockStart: 'auto',
  fontSize: vars.fontSize.xs,
  opacity: 0.85,
  textAlign: 'center',
});
