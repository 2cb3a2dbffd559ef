import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  inlineSize: '100%',
});

export const row = style({
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.skeleton,
  backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 0%, ${vars.color.skeletonShine} 50%, ${vars.color.skeleton} 100%)`,
  backgroundSize: '200% 100%',
  animationName: shimmer,
  animationDuration: vars.duration.slow,
  animationTimingFunction: 'ease-in-out',
  animationIterationCount: 'infinite',
  selectors: {
    // The shine travels in the reading direction.
    '[dir="rtl"] &': { animationDirection: 'reverse' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationName: 'none',
      backgroundImage: 'none',
    },
  },
});
