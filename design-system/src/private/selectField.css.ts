import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** The closed look shared by `Select` (Radix) and `NativeSelect`: label, field box, chevron. */
export const field = style({
  display: 'inline-grid',
  gap: vars.space.xs,
  // Never wider than the space there is: 12rem is 384 px with the text at 200 % (WCAG 1.4.10).
  minInlineSize: 'min(12rem, 100%)',
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minBlockSize: '44px',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover:not([data-disabled])': { borderColor: vars.color.brand },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.textMuted,
    },
    '&:focus-visible': {
      outline: 'none',
      boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.focusRing}`,
    },
  },
});

export const icon = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transitionProperty: 'transform',
  transitionDuration: vars.duration.fast,
  selectors: {
    '[data-state="open"] > &': { transform: 'rotate(180deg)' },
  },
});
