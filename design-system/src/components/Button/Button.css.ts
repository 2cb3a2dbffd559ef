import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const buttonTones = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export type ButtonTone = (typeof buttonTones)[number];
export type ButtonSize = (typeof buttonSizes)[number];

const spin = keyframes({
  to: { transform: 'rotate(360deg)' },
});

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    // A label that cannot fit the space there is wraps rather than leaving the screen (WCAG 1.4.10).
    maxInlineSize: '100%',
    overflowWrap: 'break-word',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: vars.duration.fast,
    selectors: {
      '&:focus-visible': {
        outline: 'none',
        // A double ring stays visible on light and dark backgrounds alike.
        boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.focusRing}`,
      },
      '&:disabled, &[aria-disabled="true"]': {
        cursor: 'not-allowed',
      },
      '&:disabled:not([aria-busy="true"]), &[aria-disabled="true"]:not([aria-busy="true"])': {
        opacity: 0.5,
      },
      '&[aria-busy="true"]': {
        cursor: 'progress',
      },
    },
  },
  variants: {
    tone: {
      primary: {
        backgroundColor: vars.color.brand,
        color: vars.color.onBrand,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.brandHover },
          '&:active:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.brandActive },
        },
      },
      secondary: {
        backgroundColor: vars.color.accent,
        color: vars.color.onAccent,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.accentHover },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.brand,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.highlight },
        },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.onDanger,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.dangerHover },
        },
      },
    },
    size: {
      // 44 px keeps touch targets comfortable on phones; `sm` is for dense tables and toolbars.
      sm: {
        minBlockSize: '32px',
        paddingInline: vars.space.md,
        fontSize: vars.fontSize.sm,
      },
      md: {
        minBlockSize: '44px',
        paddingInline: vars.space.lg,
        fontSize: vars.fontSize.md,
      },
      lg: {
        minBlockSize: '52px',
        paddingInline: vars.space.xl,
        fontSize: vars.fontSize.lg,
      },
    },
    fullWidth: {
      true: { display: 'flex', inlineSize: '100%' },
      false: {},
    },
  },
  defaultVariants: {
    tone: 'primary',
    size: 'md',
    fullWidth: false,
  },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** The label keeps its box while loading, so the button's width does not jump. */
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  selectors: {
    '[aria-busy="true"] > &': { opacity: 0 },
  },
});

export const spinner = style({
  position: 'absolute',
  insetBlockStart: '50%',
  insetInlineStart: '50%',
  inlineSize: '1.1em',
  blockSize: '1.1em',
  margin: '-0.55em',
  border: '2px solid currentColor',
  borderBlockStartColor: 'transparent',
  borderRadius: vars.radius.pill,
  animationName: spin,
  animationDuration: '800ms',
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
});
