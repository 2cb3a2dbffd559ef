import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { modalCloseButton, modalOverlay } from '../../private/modalParts.css';

export const overlay = modalOverlay;

// The sheet enters from the inline end: the right in left-to-right pages, the left in right-to-left ones.
const slideInLtr = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const slideOutLtr = keyframes({ from: { transform: 'none' }, to: { transform: 'translateX(100%)' } });
const slideInRtl = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const slideOutRtl = keyframes({ from: { transform: 'none' }, to: { transform: 'translateX(-100%)' } });

export const content = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineEnd: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  inlineSize: 'min(88vw, 380px)',
  blockSize: '100dvh',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  textAlign: 'start',
  selectors: {
    '&:focus': { outline: 'none' },
    '&[data-state="open"]': { animation: `${slideInLtr} ${vars.duration.normal} ease-out` },
    '&[data-state="closed"]': { animation: `${slideOutLtr} ${vars.duration.fast} ease-in` },
    '[dir="rtl"] &[data-state="open"]': { animation: `${slideInRtl} ${vars.duration.normal} ease-out` },
    '[dir="rtl"] &[data-state="closed"]': { animation: `${slideOutRtl} ${vars.duration.fast} ease-in` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  paddingInline: vars.space.lg,
  paddingBlockStart: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const body = style({
  flex: 1,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.lg,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.lg,
});

export const footer = style({
  display: 'flex',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  paddingBlockEnd: `max(${vars.space.md}, env(safe-area-inset-bottom))`,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

// Footer actions share the row equally, so Reset and Confirm are easy thumb targets.
globalStyle(`${footer} > *`, { flex: 1 });

export const closeButton = style([modalCloseButton, { flexShrink: 0 }]);
