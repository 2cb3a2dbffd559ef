import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What a digits-only field says when it dropped characters from what was typed or pasted (issue 15, 7), or
 * `undefined` when it dropped none. Each character is quoted so that a removed space can be seen.
 */
export function removedCharactersNotice(i18n: I18n, removed: readonly string[]): string | undefined {
  if (removed.length === 0) return undefined;
  const characters = removed.map((character) => `'${character}'`).join(', ');
  return i18n._(msg`Only digits are kept: removed ${characters}`);
}
