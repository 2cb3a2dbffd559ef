import { mq, vars } from '@doo/design-system';
import { style } from '@vanilla-extract/css';

export const section = style({
  maxInlineSize: '72rem',
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.md,
});

// `minmax(0, 1fr)`: a long label or 200 % text wraps inside the panel instead of widening the page.
export const panel = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
});

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': { [mq.sm]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto' } },
});
