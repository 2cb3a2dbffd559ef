import type { Plugin } from 'vite';

/** Lingui's step that writes a plural's `#`: it formats the count with Intl.NumberFormat whether or not `#` is there. */
const eagerOctothorpe = `    const valueStr = number(locales, value, numberFormat);
    return message.replace(new RegExp(OCTOTHORPE_PH, "g"), valueStr);`;
const lazyOctothorpe = `    if (!message.includes(OCTOTHORPE_PH)) return message;
    const valueStr = number(locales, value, numberFormat);
    return message.replace(new RegExp(OCTOTHORPE_PH, "g"), valueStr);`;

/**
 * At build time, Lingui's core formats a plural's count only when the chosen text has a `#`. Its first
 * Intl.NumberFormat on a page loads the engine's number data: 16 ms in Chromium here, about 64 at 4× CPU
 * slowdown, inside the render that first shows a plural (the race page's rank history, the redemption banner,
 * the rewards count). Our messages write counts themselves (`formatCount`, the site's digits), never `#`, so no
 * page makes one. Fails the build if Lingui's code no longer reads as expected, rather than silently not
 * applying.
 */
export function linguiPluralNumber(): Plugin {
  return {
    name: 'doo:lingui-plural-number',
    transform(code, id) {
      if (!/\/@lingui\/core\/dist\/index\.mjs$/.test(id)) return null;
      if (!code.includes(eagerOctothorpe))
        this.error('@lingui/core changed: its plural step no longer reads as linguiPluralNumber expects');
      return { code: code.replace(eagerOctothorpe, lazyOctothorpe), map: null };
    },
  };
}
