import { globalStyle } from '@vanilla-extract/css';
import { fontStacks } from './fontStacks';
import { vars } from './vars.css';

globalStyle('*, *::before, *::after', {
  boxSizing: 'border-box',
});

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  '@media': {
    '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' },
  },
});

globalStyle('body', {
  margin: 0,
  minBlockSize: '100dvh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  textAlign: 'start',
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

// Han glyph shapes differ per locale; lead with the faces of the page's language.
globalStyle(':lang(zh-Hant), :lang(zh-TW), :lang(zh-HK)', { fontFamily: fontStacks.tc });
globalStyle(':lang(ja)', { fontFamily: fontStacks.ja });
globalStyle(':lang(ko)', { fontFamily: fontStacks.ko });
globalStyle(':lang(ar), :lang(ug)', { fontFamily: fontStacks.arabic });

globalStyle('h1, h2, h3, h4, h5, h6', {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
});

globalStyle('img, svg, video, canvas', {
  display: 'block',
  maxInlineSize: '100%',
});

globalStyle('button, input, select, textarea', {
  font: 'inherit',
  color: 'inherit',
});

globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

globalStyle(':focus:not(:focus-visible)', {
  outline: 'none',
});

// Windows high contrast drops box-shadows, which many components use for their focus ring: in forced
// colours every focus gets an outline in the system's highlight colour, whatever the component set.
globalStyle(':focus-visible', {
  '@media': {
    '(forced-colors: active)': {
      outline: '2px solid Highlight !important',
      outlineOffset: '2px !important',
    },
  },
});

// Animations end at once but still end (Radix's Presence waits for `animationend` to unmount). Transitions get
// no duration at all: a tiny one on every element would ease every property (`transition-property: all`)
// for a frame, so that a change of layout landed a frame late.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0s !important',
      transitionDelay: '0s !important',
    },
  },
});
