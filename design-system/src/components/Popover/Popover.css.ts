import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});

export const content = style({
  zIndex: vars.zIndex.popover,
  minInlineSize: 'var(--radix-popover-trigger-width)',
  maxInlineSize: 'min(92vw, 360px)',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  selectors: {
    '&:focus': { outline: 'none' },
    '&[data-state="open"]': { animation: `${appear} ${vars.duration.fast} ease-out` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
