import { mq, mqBelow, vars } from '@doo/design-system';
import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { localeCodes, localeLanguages, type LocaleCode } from '../../../contract/locales';
import landingRooms from './landingRooms.json';

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

const px = (pixels: number) => `${pixels / 16}rem`;

/**
 * The widths where the lower sections' text sets in fewer lines, from the least up (`base` below 400 px); each
 * band's room holds from its width to the next one's. In rem where a phone's text decides, so larger text moves
 * them as it moves the lines.
 */
const roomBands: Record<RoomBand, string | undefined> = {
  base: undefined,
  phone: '(min-width: 25rem)',
  wideMobile: '(min-width: 30rem)',
  sm: mq.sm,
  md: mq.md,
  lg: mq.lg,
  xl: mq.xl,
};
type RoomBand = keyof (typeof landingRooms)['terms']['sc'];
type LandingSection = keyof typeof landingRooms;

/**
 * The room each lower section takes while its code, texts or answer load (the placeholder, a skeleton or a part
 * marked busy), so that what is below does not move when it arrives, were a person looking at it. Its height
 * depends on the locale's words (Indonesian's terms take 640 px at 360 px where Chinese's take 390) and on the
 * width: each locale has its own, the middle of what the section measured in it across each band
 * (`landingRooms.json`, written by `scripts/measure-landing-rooms.mjs` with the sandbox's data). They are custom
 * properties of the root, one rule per locale (`:lang()` of the `lang` the app sets), set again only at a band
 * where the height changes; a language without a rule takes the middle of all of them.
 */
const roomHeights = Object.fromEntries(
  Object.keys(landingRooms).map((section) => [section, createVar()]),
) as Record<LandingSection, string>;

/** To a quarter rem: 4 px more or less moves nothing a person sees, and the rules get shorter and fewer. */
const roomOf = (section: LandingSection, locale: LocaleCode, band: RoomBand) =>
  Math.round(landingRooms[section][locale][band] / 4) * 4;

/**
 * One rule's rooms, a declaration only where it changes what holds: at a wider band, where the room differs from
 * the one this rule set at a narrower one, or, before it set any, from what holds beneath it (`beneath`).
 */
function roomsAcross(
  heightOf: (section: LandingSection, band: RoomBand) => number,
  beneath?: (section: LandingSection, band: RoomBand) => number,
) {
  const sections = Object.keys(landingRooms) as LandingSection[];
  const vars: Record<string, string> = {};
  // Wider bands after narrower ones: of equal rules, the last matching one holds.
  const media: Record<string, { vars: Record<string, string> }> = {};
  const set = new Map<LandingSection, number>();
  for (const [band, query] of Object.entries(roomBands) as [RoomBand, string | undefined][]) {
    const changed: Record<string, string> = {};
    for (const section of sections) {
      const height = heightOf(section, band);
      if (height === (set.get(section) ?? beneath?.(section, band))) continue;
      set.set(section, height);
      changed[roomHeights[section]] = px(height);
    }
    if (query === undefined) Object.assign(vars, changed);
    else if (Object.keys(changed).length > 0) media[query] = { vars: changed };
  }
  return { vars, '@media': media };
}

const middle = (heights: number[]) => Math.round((Math.min(...heights) + Math.max(...heights)) / 8) * 4;
const anyLocale = (section: LandingSection, band: RoomBand) =>
  middle(localeCodes.map((locale) => roomOf(section, locale, band)));
globalStyle(':root', roomsAcross(anyLocale));
for (const locale of localeCodes) {
  globalStyle(
    `:root:lang(${localeLanguages[locale].tag})`,
    roomsAcross((section, band) => roomOf(section, locale, band), anyLocale),
  );
}

const room = (section: LandingSection) =>
  style({
    selectors: {
      [`&:has(${later}, [data-part="skeleton"], [aria-busy="true"])`]: { minBlockSize: roomHeights[section] },
    },
  });

export const hallOfFameRoom = room('hallOfFame');
export const entryRequirementsRoom = room('entryRequirements');
export const entryProcessRoom = room('entryProcess');
export const regulatorRulesRoom = room('regulatorRules');
export const termsRoom = room('terms');
export const footerRoom = room('footer');
export const featureCarouselRoom = room('featureCarousel');

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
