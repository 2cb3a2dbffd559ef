import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  minInlineSize: 0,
});

export const viewport = style({
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** The slider's viewport where the browser cannot run the slider: the row scrolls natively, a slide at a time. */
export const scrollingViewport = style({
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  borderRadius: vars.radius.lg,
});

export const container = style({
  display: 'flex',
  touchAction: 'pan-y pinch-zoom',
  // Slides carry the gap as inline-start padding; the container takes it back at its start.
  marginInlineStart: `calc(${vars.space.lg} * -1)`,
});

export const slide = style({
  minInlineSize: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  // Never without a transform: embla sets one and clears it as it takes a slide round a strip that wraps, and a
  // slide turning into a containing block and back had the whole page laid out at every change.
  transform: 'translateX(0)',
});

export const slideInner = style({
  flex: 1,
  minInlineSize: 0,
  // The contents, not the slide with its gap, line up with the row's start.
  scrollSnapAlign: 'start',
});

export const controls = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '44px',
  blockSize: '44px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.brand,
  cursor: 'pointer',
  transitionProperty: 'background-color',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.highlight },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
    '&:focus-visible': {
      outline: 'none',
      boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.focusRing}`,
    },
  },
});

export const icon = style({
  selectors: {
    // Previous and next arrows point the reading direction's way.
    '[dir="rtl"] &[data-mirrored]': { transform: 'scaleX(-1)' },
  },
});
