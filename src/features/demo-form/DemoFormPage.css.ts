import { vars } from '@doo/design-system';
import { style } from '@vanilla-extract/css';

export const page = style({ maxInlineSize: '32rem', marginInline: 'auto' });
export const form = style({ display: 'grid', gap: vars.space.md });
export const field = style({ display: 'grid', gap: vars.space.xxs, fontWeight: vars.fontWeight.medium });
export const input = style({
  minBlockSize: '44px',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' } },
});
export const note = style({ margin: 0, minBlockSize: '1.5em', color: vars.color.textMuted });
