import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const fall = keyframes({
  from: { transform: 'translate3d(0, -10vh, 0) rotate(0deg)', opacity: 1 },
  '80%': { opacity: 1 },
  to: { transform: 'translate3d(var(--drift, 0), 105vh, 0) rotate(720deg)', opacity: 0 },
});

export const layer = style({
  position: 'fixed',
  inset: 0,
  overflow: 'hidden',
  pointerEvents: 'none',
  zIndex: vars.zIndex.popover,
  '@media': {
    // Decoration only: nothing falls for people who ask for less motion.
    '(prefers-reduced-motion: reduce)': { display: 'none' },
  },
});

const pieceColours = [
  vars.color.accent,
  vars.color.brand,
  vars.color.success,
  vars.color.danger,
  vars.color.focusRing,
];

export const piece = style({
  position: 'absolute',
  insetBlockStart: 0,
  inlineSize: '8px',
  blockSize: '14px',
  borderRadius: vars.radius.sm,
  animationName: fall,
  animationTimingFunction: 'cubic-bezier(0.25, 0.6, 0.5, 1)',
  animationFillMode: 'both',
  animationIterationCount: 1,
  selectors: Object.fromEntries(
    pieceColours.map((colour, index) => [
      `&:nth-child(${pieceColours.length}n + ${index + 1})`,
      { backgroundColor: colour },
    ]),
  ),
});
