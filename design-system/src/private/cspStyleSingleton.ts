/**
 * A drop-in for `react-style-singleton` (used by Radix's dialogs through react-remove-scroll to hide the page's
 * scroll bar), aliased in `vite.config.ts`. The original inserts a `<style>` element, which a policy without
 * `style-src 'unsafe-inline'` refuses; a constructed style sheet is CSSOM, which the policy allows. Browsers
 * without constructed sheets get the original element.
 */
import { useEffect } from 'react';

const canAdopt = (): boolean =>
  typeof document !== 'undefined' &&
  'adoptedStyleSheets' in document &&
  typeof CSSStyleSheet === 'function' &&
  'replaceSync' in CSSStyleSheet.prototype;

type Attached = { detach: () => void };

/**
 * react-remove-scroll-bar declares `--removed-body-scroll-bar-size` on the locked body, for pages that lay out
 * by it. Nothing here reads it, and a custom property inherits: every element of the page was restyled as a
 * dialog opened and again as it closed (on the landing page at 4× CPU, 36 ms where the rest of the lock
 * takes 2).
 */
const withoutInheritedSize = (css: string) => css.replace(/--removed-body-scroll-bar-size\s*:[^;}]*;?/g, '');

const attach = (rawCss: string): Attached | null => {
  if (typeof document === 'undefined') return null;
  const css = withoutInheritedSize(rawCss);
  if (canAdopt()) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return {
      detach: () => {
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
      },
    };
  }
  const tag = document.createElement('style');
  tag.appendChild(document.createTextNode(css));
  document.head.appendChild(tag);
  return { detach: () => tag.remove() };
};

/** Styles added by the first user and removed with the last, as the original's. */
export const stylesheetSingleton = () => {
  let counter = 0;
  let attached: Attached | null = null;
  return {
    add: (style: string) => {
      if (counter === 0) attached = attach(style);
      counter++;
    },
    remove: () => {
      counter--;
      if (counter === 0 && attached) {
        attached.detach();
        attached = null;
      }
    },
  };
};

export const styleHookSingleton = () => {
  const sheet = stylesheetSingleton();
  return (styles: string, isDynamic?: boolean) => {
    useEffect(
      () => {
        sheet.add(styles);
        return () => sheet.remove();
      },
      // The original's dependency: only dynamic styles are re-applied when they change.
      [styles && isDynamic],
    );
  };
};

export const styleSingleton = () => {
  const useStyle = styleHookSingleton();
  const Sheet = ({ styles, dynamic }: { styles: string; dynamic?: boolean }) => {
    useStyle(styles, dynamic);
    return null;
  };
  return Sheet;
};
