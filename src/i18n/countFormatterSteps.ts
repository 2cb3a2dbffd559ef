import { formats } from '@lingui/core';
import { locales, type LocaleCode } from './locales';

/**
 * Lingui writes the count of every `plural` message with an `Intl.NumberFormat` and picks its form with an
 * `Intl.PluralRules`. The first of each a page makes loads the engine's locale data: about 13 ms here, 50 ms
 * on a slow phone, which fell inside the first render's task (issue 17's blocking time). These steps make them
 * beforehand, each meant for a task of its own, into Lingui's cache of formatters under the key its `plural`
 * reads, so the render finds them made.
 */
export function countFormatterSteps(code: LocaleCode): Array<() => void> {
  const tags = [locales[code].tag];
  // No rules: only the `Intl.PluralRules` it makes matters (and Lingui's type for rules cannot be written out).
  const noRules = {} as Parameters<typeof formats.plural>[3];
  return [() => void formats.number(tags, 0), () => void formats.plural(tags, false, 0, noRules)];
}
