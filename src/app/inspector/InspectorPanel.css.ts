import { mq, vars } from '@doo/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

const SIDE_PANEL_SIZE = 'min(440px, 45vw)';

/** Set on `<html>` while the panel is open: from tablets up, the page narrows so the panel covers none of it. */
export const PAGE_BESIDE_PANEL = 'data-qa-inspector-open';

globalStyle(`html[${PAGE_BESIDE_PANEL}] body`, {
  '@media': { [mq.md]: { marginInlineEnd: SIDE_PANEL_SIZE } },
});

/** A bottom sheet on phones, a side panel from tablets up; the page stays usable beside it. */
export const panel = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: vars.zIndex.popover,
  display: 'flex',
  flexDirection: 'column',
  maxBlockSize: '60vh',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.lg,
  borderStartStartRadius: vars.radius.lg,
  borderStartEndRadius: vars.radius.lg,
  '@media': {
    [mq.md]: {
      insetInlineStart: 'auto',
      insetBlockStart: 0,
      inlineSize: SIDE_PANEL_SIZE,
      maxBlockSize: 'none',
      borderRadius: 0,
      borderInlineStart: `1px solid ${vars.color.border}`,
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const titleBlock = style({ flex: 1, minInlineSize: 0 });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.md,
  overflowY: 'auto',
  display: 'grid',
  // One column that never grows past the panel: a wide context scrolls inside its own box.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
});

export const machine = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minInlineSize: 0,
});

export const machineHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const machineName = style({ margin: 0, fontSize: vars.fontSize.md, fontFamily: vars.font.mono });

export const link = style({
  color: vars.color.brand,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const detail = style({ margin: 0, minInlineSize: 0, overflowWrap: 'anywhere' });

export const code = style({ fontFamily: vars.font.mono, overflowWrap: 'anywhere' });

export const descriptions = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xxs,
});

export const summary = style({
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const context = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  padding: vars.space.xs,
  maxBlockSize: '16rem',
  overflow: 'auto',
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  textAlign: 'left',
});

export const eventsTitle = style({ margin: 0, fontSize: vars.fontSize.sm });

export const events = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  display: 'grid',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.xs,
});

export const time = style({
  color: vars.color.textMuted,
  fontFamily: vars.font.mono,
  marginInlineEnd: vars.space.xs,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });
