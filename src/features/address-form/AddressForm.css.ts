import { mq, vars } from '@doo/design-system';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.lg });

export const phoneRow = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [mq.sm]: { gridTemplateColumns: 'minmax(8rem, auto) 1fr', alignItems: 'start' } },
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });

export const receipt = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const detail = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
