import { mq, mqBelow, vars } from '@doo/design-system';
import { createVar, globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gap: vars.space.xxl,
  // Anchor jumps (#rankingBoard, #regulatorSection) must not land headings under the sticky header.
  scrollMarginBlockStart: vars.space.xxxl,
});

export const anchor = style({
  minInlineSize: 0,
  scrollMarginBlockStart: '72px',
  // A section with nothing to show (no session, a failed footer call) takes no gap either.
  selectors: { '&:empty': { display: 'none' } },
});

/** A section's place before its code has come: it keeps the anchor; its room is the slot's (`room`). */
export const later = style({ scrollMarginBlockStart: '72px' });

const roomHeight = createVar();
const px = (pixels: number) => `${pixels / 16}rem`;
/** Where the lower sections' text sets in fewer lines on a phone (measured: it differs from 480 px on). */
const wideMobile = '(min-width: 30rem)';

/**
 * The room a lower section takes while its code, texts or answer load (the placeholder, a skeleton or a part
 * marked busy), so that what is below does not move when it arrives, were a person looking at it. The heights
 * depend on the locale's words: each is the middle of the loaded heights measured in the 13 locales at each
 * width (sandbox data), so the section lands within half that range in any of them. A width left out keeps the room
 * of the one below it. In CSS pixels at a 16 px root, kept in rem so that larger text takes a larger room.
 */
function room(heights: {
  base: number;
  wideMobile?: number;
  sm?: number;
  md?: number;
  lg?: number;
  xl?: number;
}) {
  const at = (query: string, pixels: number | undefined) =>
    pixels === undefined ? {} : { [query]: { vars: { [roomHeight]: px(pixels) } } };
  return style({
    vars: { [roomHeight]: px(heights.base) },
    '@media': {
      ...at(wideMobile, heights.wideMobile),
      ...at(mq.sm, heights.sm),
      ...at(mq.md, heights.md),
      ...at(mq.lg, heights.lg),
      ...at(mq.xl, heights.xl),
    },
    selectors: {
      [`&:has(${later}, [data-part="skeleton"], [aria-busy="true"])`]: { minBlockSize: roomHeight },
    },
  });
}

// Loaded heights, px, fewest to most words: 360 px 398–424, 768 px on 430.
export const hallOfFameRoom = room({ base: 411, md: 430 });
// 360 px 587–902, 480 px 559–731, 640 px 299–623 (a table from one locale to the next), 768 px 331–655, 1,280 331.
export const entryRequirementsRoom = room({ base: 745, wideMobile: 645, sm: 461, md: 493, xl: 331 });
// 360 px 854–980, 480 px 779–880, 640 px 514–589, 768 px 546–616, 1,024 px 400–458.
export const entryProcessRoom = room({ base: 917, wideMobile: 830, sm: 552, md: 581, lg: 416 });
// 360 px 570–973, 480 px 455–772, 768 px 462–635.
export const regulatorRulesRoom = room({ base: 771, wideMobile: 613, md: 548 });
// 360 px 361–640, 480 px 275–502, 768 px 307–394.
export const termsRoom = room({ base: 500, wideMobile: 388, md: 350 });
// 360 px 855–1,086, 480 px 728–960, 640 px 538–664, 1,024 px 499–575, 1,280 px 447–523.
export const footerRoom = room({ base: 970, wideMobile: 844, sm: 601, lg: 537, xl: 485 });
// 360 px 268–390 (one slide's text), 480 px on 268–283.
export const featureCarouselRoom = room({ base: 276 });

export const banner = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.surfaceInverse} 0%, ${vars.color.brandHover} 100%)`,
  color: vars.color.textInverse,
  overflow: 'hidden',
  '@media': {
    [mq.md]: { gridTemplateColumns: '1fr auto', padding: vars.space.xxxl },
  },
});

export const bannerTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  '@media': { [mq.md]: { fontSize: vars.fontSize.display } },
});

export const bannerText = style({
  margin: 0,
  marginBlockStart: vars.space.sm,
  maxInlineSize: '60ch',
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
});

export const bannerRound = style({
  margin: 0,
  marginBlockStart: vars.space.md,
  // Its text comes with the round: two lines are kept where it wraps (phones and tablets, in every locale),
  // one on wide screens, so that nothing below moves down when it arrives.
  minBlockSize: `calc(2 * ${vars.lineHeight.normal} * 1em)`,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.accent,
  '@media': { [mq.xl]: { minBlockSize: `calc(${vars.lineHeight.normal} * 1em)` } },
  fontWeight: vars.fontWeight.semibold,
});

export const bannerLink = style({
  display: 'inline-block',
  marginBlockStart: vars.space.md,
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.semibold,
  textUnderlineOffset: '4px',
  selectors: {
    '&:hover': { color: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.accent}`, outlineOffset: '3px' },
  },
});

export const trophy = style({
  display: 'none',
  '@media': { [mq.md]: { display: 'block' } },
});

export const cta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const ctaInverse = style([
  cta,
  {
    background: vars.color.surfaceInverse,
    color: vars.color.textInverse,
    borderColor: vars.color.surfaceInverse,
  },
]);

export const ctaTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const ctaText = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  lineHeight: vars.lineHeight.relaxed,
});

export const ctaActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  // On a phone the buttons take the card's width and fill their rows: the way in is as wide as its widest
  // label, so in some languages the register button goes to a second row, then full width, not ragged.
  '@media': { [mqBelow.sm]: { flexBasis: '100%' } },
});
globalStyle(`${ctaActions} > *`, { '@media': { [mqBelow.sm]: { flex: '1 1 auto' } } });

/** Labels stacked in one cell: the element takes the size of the largest, whichever shows. */
export const sameSizeLabels = style({ display: 'inline-grid', justifyItems: 'center' });
globalStyle(`${sameSizeLabels} > *`, { gridArea: '1 / 1' });
export const unseenLabel = style({ visibility: 'hidden' });

/** A failed check among the buttons takes a row of its own. */
export const ctaNotice = style({ flexBasis: '100%' });

/**
 * The floating "Rankings" and donation buttons. They show only once the top banner has gone, by which time the
 * sticky action bar shows too: they always sit above it, so that the room they reserve at the screen's bottom
 * (`useReservedEdge`) never changes as they come and go. On a phone they stand side by side, half as tall.
 */
export const floating = style({
  position: 'fixed',
  insetInlineEnd: vars.space.md,
  insetBlockEnd: '88px',
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  // Only the buttons take clicks: not the gap between them, nor their place while they are hidden.
  pointerEvents: 'none',
  '@media': {
    [mq.sm]: { flexDirection: 'column', insetInlineEnd: vars.space.lg },
  },
});

globalStyle(`${floating} > *`, { pointerEvents: 'auto' });

export const rankingLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '48px',
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  boxShadow: vars.shadow.lg,
  selectors: {
    // Hidden, it keeps its place, so that the floating stack does not grow over a control Tab has just reached.
    '&[hidden]': { visibility: 'hidden' },
    '&:hover': { background: vars.color.brandHover },
    '&:focus-visible': {
      outline: 'none',
      boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.focusRing}`,
    },
  },
});

export const stickyBar = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  background: vars.color.surfaceRaised,
  borderBlockStart: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  transitionProperty: 'transform',
  transitionDuration: vars.duration.normal,
  selectors: {
    '&[data-sticky-bar="hidden"]': { transform: 'translateY(110%)', visibility: 'hidden' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const stickyText = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  display: 'none',
  '@media': { [mq.sm]: { display: 'block' } },
});

export const inlineLink = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  textUnderlineOffset: '3px',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
