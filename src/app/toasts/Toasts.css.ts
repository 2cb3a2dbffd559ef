import { vars } from '@doo/design-system';
import { style } from '@vanilla-extract/css';

export const traceId = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  marginInline: `calc(-1 * ${vars.space.xs})`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  textAlign: 'start',
  overflowWrap: 'anywhere',
  cursor: 'copy',
  selectors: {
    '&:hover': { background: vars.color.highlight },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const copyHint = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const help = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
