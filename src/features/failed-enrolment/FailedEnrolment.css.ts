import { vars } from '@doo/design-system';
import { style } from '@vanilla-extract/css';

export const section = style({
  maxInlineSize: '72rem',
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.md,
});

export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  fontVariantNumeric: 'tabular-nums',
});

export const account = style({ fontWeight: vars.fontWeight.semibold });
export const muted = style({ color: vars.color.textMuted });
