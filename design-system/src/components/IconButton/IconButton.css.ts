import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const iconButtonTones = ['solid', 'ghost', 'inverse'] as const;
export type IconButtonTone = (typeof iconButtonTones)[number];

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: '44px',
    blockSize: '44px',
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.pill,
    cursor: 'pointer',
    fontSize: vars.fontSize.lg,
    lineHeight: 1,
    transitionProperty: 'background-color, color',
    transitionDuration: vars.duration.fast,
    selectors: {
      '&:focus-visible': {
        outline: 'none',
        boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.focusRing}`,
      },
    },
  },
  variants: {
    tone: {
      solid: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        boxShadow: vars.shadow.md,
        selectors: { '&:hover': { background: vars.color.brandHover } },
      },
      ghost: {
        background: 'transparent',
        color: 'inherit',
        selectors: { '&:hover': { background: vars.color.highlight, color: vars.color.brand } },
      },
      inverse: {
        background: 'transparent',
        color: vars.color.textInverse,
        borderColor: vars.color.textInverse,
        selectors: { '&:hover': { background: vars.color.brandHover } },
      },
    },
  },
  defaultVariants: { tone: 'ghost' },
});
