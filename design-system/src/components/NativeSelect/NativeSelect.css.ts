import { style, styleVariants } from '@vanilla-extract/css';
import { field as fieldBase, trigger } from '../../private/selectField.css';
import { vars } from '../../theme/vars.css';

export { label } from '../../private/selectField.css';

export const control = style({
  position: 'relative',
  display: 'inline-grid',
});

export const select = style([
  trigger,
  {
    appearance: 'none',
    inlineSize: '100%',
    paddingInlineEnd: `calc(${vars.space.md} + 14px + ${vars.space.sm})`,
    selectors: {
      '&:disabled': {
        cursor: 'not-allowed',
        backgroundColor: vars.color.surfaceSunken,
        color: vars.color.textMuted,
      },
    },
  },
]);

/** Sized by the chosen option alone; a browser without `field-sizing` sizes it by the longest, as before. */
export const fitsChosen = style({ fieldSizing: 'content' });

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  insetBlockStart: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.textMuted,
});

export const nativeSelectSizes = ['md', 'sm'] as const;
export type NativeSelectSize = (typeof nativeSelectSizes)[number];

/** `sm` fits a header or a toolbar on a 360 px phone: no minimum width, a shorter box. */
export const field = styleVariants({
  md: [fieldBase],
  sm: [fieldBase, { minInlineSize: 0 }],
});

export const sized = styleVariants({
  md: {},
  sm: {
    minBlockSize: '36px',
    paddingInlineStart: vars.space.sm,
    paddingInlineEnd: `calc(${vars.space.sm} + 14px + ${vars.space.xs})`,
    fontSize: vars.fontSize.sm,
  },
});

export const chevronSized = styleVariants({
  md: {},
  sm: { insetInlineEnd: vars.space.sm },
});
