import { mq, vars } from '@doo/design-system';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xl });

export const hero = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  '@media': {
    [mq.md]: { gridTemplateColumns: '3fr 2fr', padding: vars.space.xxl },
  },
});

export const heroText = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });

export const eyebrow = style({
  justifySelf: 'start',
  margin: 0,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const lead = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.textInverse,
  opacity: 0.9,
});

export const heroArt = style({
  display: 'none',
  justifySelf: 'center',
  inlineSize: '100%',
  maxInlineSize: '280px',
  color: vars.color.accent,
  '@media': { [mq.md]: { display: 'block' } },
});

export const sectionTitle = style({
  margin: 0,
  marginBlockEnd: vars.space.md,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
});

export const cardGrid = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mq.md]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const cardText = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const steps = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
  '@media': { [mq.md]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const step = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  lineHeight: vars.lineHeight.relaxed,
});

export const stepNumber = style({
  flexShrink: 0,
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '28px',
  blockSize: '28px',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
