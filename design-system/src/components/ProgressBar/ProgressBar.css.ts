import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const progressTones = ['brand', 'accent', 'success'] as const;
export type ProgressTone = (typeof progressTones)[number];

export const root = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 });

export const caption = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const value = style({ fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  position: 'relative',
  overflow: 'hidden',
  blockSize: '10px',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceSunken,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

export const fill = recipe({
  base: {
    blockSize: '100%',
    borderRadius: vars.radius.pill,
    transitionProperty: 'inline-size',
    transitionDuration: vars.duration.slow,
    '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
  },
  variants: {
    tone: {
      brand: { backgroundColor: vars.color.brand },
      accent: { backgroundColor: vars.color.accent },
      success: { backgroundColor: vars.color.success },
    },
  },
  defaultVariants: { tone: 'brand' },
});
