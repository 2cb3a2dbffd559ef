import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const field = style({
  display: 'grid',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const label = style({
  display: 'inline-flex',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const required = style({ color: vars.color.danger });

export const input = recipe({
  base: {
    minInlineSize: 0,
    minBlockSize: '44px',
    paddingInline: vars.space.md,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted },
      '&:hover:not(:disabled)': { borderColor: vars.color.brand },
      '&:focus-visible': {
        outline: 'none',
        boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.focusRing}`,
      },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
      '&:disabled': {
        cursor: 'not-allowed',
        backgroundColor: vars.color.surfaceSunken,
        color: vars.color.textMuted,
      },
    },
  },
  variants: {
    multiline: {
      true: { paddingBlock: vars.space.sm, resize: 'vertical' },
      false: {},
    },
  },
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const error = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  selectors: { '&[hidden]': { display: 'none' } },
});
