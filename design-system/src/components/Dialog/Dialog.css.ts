import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mqBelow } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';
import { modalCloseButton, modalOverlay } from '../../private/modalParts.css';

export const overlay = modalOverlay;

export const dialogSizes = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof dialogSizes)[number];

const riseIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});
const sinkOut = keyframes({
  from: { opacity: 1, transform: 'none' },
  to: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
});

export const content = recipe({
  base: {
    position: 'fixed',
    // inset + auto margins centre the box without a transform, so nothing flips in right-to-left.
    inset: 0,
    margin: 'auto',
    zIndex: vars.zIndex.modal,
    blockSize: 'fit-content',
    maxBlockSize: `calc(100dvh - 2 * ${vars.space.lg})`,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    padding: vars.space.xl,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    textAlign: 'start',
    selectors: {
      '&:focus': { outline: 'none' },
      '&[data-state="open"]': { animation: `${riseIn} ${vars.duration.normal} ease-out` },
      '&[data-state="closed"]': { animation: `${sinkOut} ${vars.duration.fast} ease-in` },
    },
    '@media': {
      // Phones: a bottom sheet the thumb can reach.
      [mqBelow.sm]: {
        marginBlockStart: 'auto',
        marginBlockEnd: 0,
        inlineSize: '100%',
        maxInlineSize: '100%',
        borderEndStartRadius: 0,
        borderEndEndRadius: 0,
        paddingBlockEnd: `max(${vars.space.xl}, env(safe-area-inset-bottom))`,
      },
    },
  },
  variants: {
    size: {
      sm: { inlineSize: `min(100% - 2 * ${vars.space.lg}, 400px)` },
      md: { inlineSize: `min(100% - 2 * ${vars.space.lg}, 560px)` },
      lg: { inlineSize: `min(100% - 2 * ${vars.space.lg}, 800px)` },
    },
  },
  defaultVariants: { size: 'md' },
});

export const title = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  selectors: {
    // Leave room for the corner close button so a long title never runs under it.
    '[data-close-button] &': { paddingInlineEnd: '36px' },
  },
});

export const description = style({
  margin: 0,
  marginBlockEnd: vars.space.lg,
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginBlockStart: vars.space.xl,
});

export const closeButton = style([
  modalCloseButton,
  { position: 'absolute', insetBlockStart: vars.space.md, insetInlineEnd: vars.space.md },
]);
