import { fontStacks } from './fontStacks';

/**
 * The light theme's values. Only themes (`createTheme`) and the contrast test read this file;
 * components read `vars`.
 */
export const lightTokens = {
  color: {
    brand: '#0B2545',
    brandHover: '#13315C',
    brandActive: '#081A33',
    onBrand: '#FFFFFF',
    accent: '#D4A72C',
    accentHover: '#E0B84A',
    onAccent: '#0B2545',
    surface: '#FFFFFF',
    surfaceRaised: '#FFFFFF',
    surfaceSunken: '#F4F6FA',
    surfaceInverse: '#0B2545',
    text: '#0F1B2D',
    textMuted: '#4A5568',
    textInverse: '#FFFFFF',
    border: '#D5DBE5',
    borderStrong: '#6B7A90',
    success: '#146C43',
    onSuccess: '#FFFFFF',
    successSurface: '#E6F4EC',
    warning: '#8A5300',
    onWarning: '#FFFFFF',
    warningSurface: '#FFF4DC',
    danger: '#B42318',
    dangerHover: '#912018',
    onDanger: '#FFFFFF',
    dangerSurface: '#FDECEA',
    highlight: '#EAF0F8',
    focusRing: '#1F5FD1',
    overlay: 'rgba(8, 26, 51, 0.64)',
    skeleton: '#E4E8EF',
    skeletonShine: '#F4F6FA',
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: {
    none: '0',
    sm: '4px',
    md: '8px',
    lg: '16px',
    pill: '9999px',
  },
  font: {
    body: fontStacks.body,
    heading: fontStacks.body,
    mono: fontStacks.mono,
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: '2.5rem',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
  lineHeight: {
    tight: '1.25',
    // Thai, Devanagari and Arabic marks need room above and below the Latin x-height.
    normal: '1.6',
    relaxed: '1.8',
  },
  shadow: {
    sm: '0 1px 2px rgba(11, 37, 69, 0.08)',
    md: '0 4px 12px rgba(11, 37, 69, 0.12)',
    lg: '0 16px 40px rgba(11, 37, 69, 0.24)',
  },
  zIndex: {
    base: '0',
    sticky: '100',
    dropdown: '1000',
    overlay: '1100',
    modal: '1200',
    popover: '1300',
    toast: '1400',
  },
  duration: {
    fast: '120ms',
    normal: '200ms',
    slow: '1600ms',
  },
} as const;

/**
 * Text/background pairs the themes promise to keep at WCAG AA (4.5:1 for text, 3:1 for control
 * boundaries and the focus ring). The contrast test walks this list.
 */
export const contrastPairs = [
  { fg: 'text', bg: 'surface', min: 4.5 },
  { fg: 'text', bg: 'surfaceRaised', min: 4.5 },
  { fg: 'text', bg: 'surfaceSunken', min: 4.5 },
  { fg: 'text', bg: 'highlight', min: 4.5 },
  { fg: 'textMuted', bg: 'surface', min: 4.5 },
  { fg: 'textMuted', bg: 'surfaceSunken', min: 4.5 },
  { fg: 'textMuted', bg: 'highlight', min: 4.5 },
  { fg: 'textInverse', bg: 'surfaceInverse', min: 4.5 },
  { fg: 'accent', bg: 'surfaceInverse', min: 4.5 },
  { fg: 'brand', bg: 'surface', min: 4.5 },
  { fg: 'brand', bg: 'surfaceSunken', min: 4.5 },
  { fg: 'brand', bg: 'highlight', min: 4.5 },
  { fg: 'onBrand', bg: 'brand', min: 4.5 },
  { fg: 'onBrand', bg: 'brandHover', min: 4.5 },
  { fg: 'onBrand', bg: 'brandActive', min: 4.5 },
  { fg: 'onAccent', bg: 'accent', min: 4.5 },
  { fg: 'onAccent', bg: 'accentHover', min: 4.5 },
  { fg: 'success', bg: 'surface', min: 4.5 },
  { fg: 'success', bg: 'successSurface', min: 4.5 },
  { fg: 'onSuccess', bg: 'success', min: 4.5 },
  { fg: 'warning', bg: 'surface', min: 4.5 },
  { fg: 'warning', bg: 'warningSurface', min: 4.5 },
  { fg: 'onWarning', bg: 'warning', min: 4.5 },
  { fg: 'danger', bg: 'surface', min: 4.5 },
  { fg: 'danger', bg: 'dangerSurface', min: 4.5 },
  { fg: 'onDanger', bg: 'danger', min: 4.5 },
  { fg: 'onDanger', bg: 'dangerHover', min: 4.5 },
  { fg: 'borderStrong', bg: 'surface', min: 3 },
  { fg: 'borderStrong', bg: 'surfaceSunken', min: 3 },
  { fg: 'focusRing', bg: 'surface', min: 3 },
  { fg: 'focusRing', bg: 'surfaceSunken', min: 3 },
] as const satisfies ReadonlyArray<{
  fg: keyof typeof lightTokens.color;
  bg: keyof typeof lightTokens.color;
  min: number;
}>;
