import type { ReactElement } from 'react';
import { formatDateTimeUtc } from './format';
import type { LocaleCode } from './locales';

/**
 * A UTC+0 date-time (§4) as one isolated run inside a sentence: in `ae` and `ug` the digits and separators of
 * the date then keep their order, and the "(UTC+0)." after it stays where the sentence puts it.
 */
export function isolatedDateTime(input: number | Date, locale: LocaleCode, withTime = true): ReactElement {
  return <bdi>{formatDateTimeUtc(input, locale, withTime)}</bdi>;
}
