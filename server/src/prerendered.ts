import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AFTER_FIRST_PAINT_SCRIPT } from './afterFirstPaint';
import { escapeMarkup } from './markup';

/** One page's first screen in one language, as `scripts/prerender.mjs` saved it. */
export interface PrerenderedScreen {
  /** `<html lang>` and `dir`. */
  tag: string;
  dir: 'ltr' | 'rtl';
  /** `<html class>`: the theme. */
  className: string;
  /** The style sheets the screen uses, those the app's script would add included. */
  styles: readonly string[];
  title: string;
  /** `#root`'s markup. */
  root: string;
  /**
   * The app's modules the screen's first render loaded, in the order it asked for them (the route's chunks,
   * its catalogs): fetched as soon as the screen is painted. Absent from a build before they were recorded.
   */
  scripts?: readonly string[];
}

/** A page the build drew: its first screen per language asked for (`''` for none). */
export interface PrerenderedPage {
  variants: Readonly<Record<string, PrerenderedScreen>>;
  /** The service calls whose answers the page carries (`carriedAnswers.ts`). */
  carriedCalls: readonly string[];
}

/** Page path → the page the build drew. */
export type PrerenderedPages = ReadonlyMap<string, PrerenderedPage>;

/** What the build saved in `<staticDir>/prerendered/`; empty when it saved nothing. */
export function readPrerenderedPages(staticDir: string): PrerenderedPages {
  const folder = join(staticDir, 'prerendered');
  if (!existsSync(folder)) return new Map();
  return new Map(
    readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .map((name) => {
        const {
          path,
          variants,
          carriedCalls = [],
        } = JSON.parse(readFileSync(join(folder, name), 'utf8')) as {
          path: string;
          variants: Record<string, PrerenderedScreen>;
          carriedCalls?: string[];
        };
        return [path, { variants, carriedCalls }] as const;
      }),
  );
}

/**
 * The screen the app will draw first: the language of `?lang=` if there is a screen for it, else the saved
 * one, else none asked for. Screens exist for the locale codes only, so an unknown code falls through as
 * it does in the app (`src/i18n/resolveLocale.ts`). `undefined` for a page the build did not draw.
 */
export function prerenderedScreenFor(
  pages: PrerenderedPages,
  path: string,
  requested: string | undefined,
  saved: string | undefined,
): { key: string; language: string; screen: PrerenderedScreen; carriedCalls: readonly string[] } | undefined {
  const page = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const drawn = pages.get(page);
  if (!drawn) return undefined;
  const { variants, carriedCalls } = drawn;
  const language = [requested, saved, ''].find((code) => code !== undefined && Object.hasOwn(variants, code));
  const screen = language === undefined ? undefined : variants[language];
  return screen && language !== undefined
    ? { key: `${page}?${language}`, language, screen, carriedCalls }
    : undefined;
}

/**
 * The element that ends the drawn screen. The browser paints nothing of the page before it has read it
 * (`<link rel="expect" blocking="render">`): a part painted while the rest was still on its way (a header
 * without its account button, on a busy phone) moved once the rest came.
 */
const DRAWN_SCREEN_END = 'drawn-screen-end';

/**
 * index.html with the screen in `#root`, inert until the app's first render replaces it (a control there
 * does nothing before the app runs, so it must not take focus or clicks), painted whole, and the app's
 * scripts loaded once it is painted.
 */
export const withPrerenderedScreen = (
  html: string,
  { tag, dir, className, styles, title, root, scripts = [] }: PrerenderedScreen,
): string => {
  const addedStyles = styles
    .filter((href) => !html.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${escapeMarkup(href)}">`)
    .join('');
  return (
    html
      .replace(
        /<html lang="[^"]*" dir="[^"]*">/,
        () =>
          `<html lang="${escapeMarkup(tag)}" dir="${escapeMarkup(dir)}" class="${escapeMarkup(className)}">`,
      )
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeMarkup(title)}</title>`)
      .replace(
        '</head>',
        () => `${addedStyles}<link rel="expect" href="#${DRAWN_SCREEN_END}" blocking="render"></head>`,
      )
      // The first paint needs no script now: the app's load once it is painted (afterFirstPaint.ts).
      .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, entry: string) => {
        const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
          ([, href]) => href,
        );
        const pageModules = scripts.filter((href) => href !== entry && !preloads.includes(href));
        return `<script data-entry="${escapeMarkup(entry)}" data-preload="${escapeMarkup(preloads.join(' '))}" data-page="${escapeMarkup(pageModules.join(' '))}">${AFTER_FIRST_PAINT_SCRIPT}</script>`;
      })
      .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root"><div data-prerendered inert>${root}<span id="${DRAWN_SCREEN_END}" hidden></span></div></div>`,
      )
  );
};
