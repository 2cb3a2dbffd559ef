import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mq } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

export const toastTones = ['info', 'error'] as const;
export type ToastTone = (typeof toastTones)[number];

/** Matches the app's 300 ms removal after a toast closes (§9). */
export const toastFadeMs = 300;

export const region = style({
  position: 'fixed',
  insetInline: vars.space.md,
  insetBlockStart: vars.space.md,
  zIndex: vars.zIndex.toast,
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  pointerEvents: 'none',
  '@media': { [mq.md]: { insetInlineStart: 'auto', insetInlineEnd: vars.space.lg, justifyItems: 'end' } },
});

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'start',
    gap: vars.space.sm,
    inlineSize: '100%',
    maxInlineSize: '24rem',
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
    borderInlineStart: '4px solid',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    opacity: 1,
    transitionProperty: 'opacity, transform',
    transitionDuration: `${toastFadeMs}ms`,
    selectors: {
      '&[data-state="closing"]': { opacity: 0, transform: 'translateY(-8px)' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transitionProperty: 'opacity' } },
  },
  variants: {
    tone: {
      info: { borderInlineStartColor: vars.color.brand },
      error: { borderInlineStartColor: vars.color.danger, background: vars.color.dangerSurface },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const body = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });

export const title = style({ margin: 0, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });

export const dismiss = style({
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  inlineSize: '32px',
  blockSize: '32px',
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  selectors: {
    '&:hover': { background: vars.color.highlight },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
