import { style } from '@vanilla-extract/css';
import { trigger } from '../../private/selectField.css';
import { vars } from '../../theme/vars.css';

export { field, label } from '../../private/selectField.css';

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

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  insetBlockStart: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.textMuted,
});
