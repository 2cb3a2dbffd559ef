import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const nav = style({ display: 'flex', justifyContent: 'center' });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const button = style({
  minInlineSize: '2.5rem',
  blockSize: '2.5rem',
  paddingInline: vars.space.sm,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.highlight },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: vars.fontWeight.semibold,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const gap = style({ paddingInline: vars.space.xs, color: vars.color.textMuted });

/** The arrows point along the reading direction. */
export const arrow = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });
