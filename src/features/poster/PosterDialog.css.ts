import { vars } from '@doo/design-system';
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'grid', gap: vars.space.lg, justifyItems: 'stretch' });

/** Phones narrower than the poster scroll it rather than squeeze the saved layout. */
export const stage = style({ overflowX: 'auto', paddingBlock: vars.space.xs });

export const share = style({ display: 'grid', gap: vars.space.sm });

export const networks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const network = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '44px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
