import { createThemeContract } from '@vanilla-extract/css';

/**
 * The one theme contract of the design system. Themes fill it with `createTheme(vars, …)`;
 * components read `vars.*` only, never a literal value.
 */
export const vars = createThemeContract({
  color: {
    /** Navy, the broker's main brand colour: primary actions, links, headers. */
    brand: null,
    brandHover: null,
    brandActive: null,
    /** Text and icons drawn on `brand`. */
    onBrand: null,
    /** Gold, the promotion accent: highlights, prizes, the active tab marker. */
    accent: null,
    accentHover: null,
    /** Text drawn on `accent`. */
    onAccent: null,
    /** Page background. */
    surface: null,
    /** Cards, dialogs, menus. */
    surfaceRaised: null,
    /** Table headers, zebra rows, inputs at rest. */
    surfaceSunken: null,
    /** Dark bands (hero, footer). */
    surfaceInverse: null,
    text: null,
    /** Secondary text; still AA on `surface` and `surfaceSunken`. */
    textMuted: null,
    /** Text on `surfaceInverse`. */
    textInverse: null,
    /** Decorative dividers. */
    border: null,
    /** Boundaries of interactive controls (3:1 against the surfaces). */
    borderStrong: null,
    success: null,
    onSuccess: null,
    successSurface: null,
    warning: null,
    onWarning: null,
    warningSurface: null,
    danger: null,
    dangerHover: null,
    onDanger: null,
    dangerSurface: null,
    /** Subtle brand tint for hovered rows and the highlighted (own) row. */
    highlight: null,
    focusRing: null,
    overlay: null,
    skeleton: null,
    skeletonShine: null,
  },
  space: {
    none: null,
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    xxxl: null,
  },
  radius: {
    none: null,
    sm: null,
    md: null,
    lg: null,
    pill: null,
  },
  font: {
    body: null,
    heading: null,
    mono: null,
  },
  fontSize: {
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    display: null,
  },
  fontWeight: {
    regular: null,
    medium: null,
    semibold: null,
    bold: null,
  },
  lineHeight: {
    tight: null,
    normal: null,
    relaxed: null,
  },
  shadow: {
    sm: null,
    md: null,
    lg: null,
  },
  zIndex: {
    base: null,
    sticky: null,
    dropdown: null,
    overlay: null,
    modal: null,
    popover: null,
    toast: null,
  },
  duration: {
    fast: null,
    normal: null,
    slow: null,
  },
});

export type ThemeVars = typeof vars;
