import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const open = keyframes({
  from: { blockSize: 0 },
  to: { blockSize: 'var(--radix-accordion-content-height)' },
});
const close = keyframes({
  from: { blockSize: 'var(--radix-accordion-content-height)' },
  to: { blockSize: 0 },
});

export const root = style({
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const item = style({
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const header = style({
  margin: 0,
  fontSize: 'inherit',
});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  inlineSize: '100%',
  minBlockSize: '48px',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.xs,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover:not([data-disabled])': { color: vars.color.brand },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    '&:focus-visible': {
      outline: 'none',
      boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}`,
      borderRadius: vars.radius.sm,
    },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transitionProperty: 'transform',
  transitionDuration: vars.duration.normal,
  selectors: {
    '[data-state="open"] > &': { transform: 'rotate(180deg)' },
  },
});

export const content = style({
  overflow: 'hidden',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  selectors: {
    '&[data-state="open"]': { animation: `${open} ${vars.duration.normal} ease-out` },
    '&[data-state="closed"]': { animation: `${close} ${vars.duration.normal} ease-in` },
  },
});

export const contentInner = style({
  paddingBlockEnd: vars.space.lg,
  paddingInline: vars.space.xs,
});
