import { mq, mqBelow, vars } from '@doo/design-system';
import { style } from '@vanilla-extract/css';

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sticky,
  // A light band: the design system's ghost buttons (login, account, logout) keep their contrast on it.
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const row = style({
  maxInlineSize: '1280px',
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': { [mq.md]: { paddingInline: vars.space.xl } },
});

// One height whether or not the view switch is there and before the lazy menu arrives, so that the row can be
// reserved while the session loads (SiteHeader) and nothing below it moves: a small button and the padding.
export const navRow = style({
  boxSizing: 'border-box',
  minBlockSize: `calc(32px + 2 * ${vars.space.xs})`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': {
    [mq.md]: { paddingInline: `max(${vars.space.xl}, calc((100% - 1280px) / 2 + ${vars.space.xl}))` },
  },
});

export const brand = style({
  color: vars.color.brand,
  textDecoration: 'none',
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const brandMark = style({
  display: 'inline-block',
  inlineSize: '28px',
  blockSize: '28px',
  borderRadius: vars.radius.sm,
  background: vars.color.accent,
  color: vars.color.onAccent,
  textAlign: 'center',
  lineHeight: '28px',
  fontSize: vars.fontSize.md,
});

/** On a phone the mark alone stands for the brand, so that the header keeps to one row; the name stays for screen readers. */
export const brandName = style({
  '@media': {
    [mqBelow.sm]: {
      position: 'absolute',
      inlineSize: '1px',
      blockSize: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  '@media': { [mq.sm]: { gap: vars.space.sm } },
});

export const newTabHint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

/** Lays its children out as the actions' own, unseen. */
export const keptPlace = style({ display: 'contents', visibility: 'hidden' });
