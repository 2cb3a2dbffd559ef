import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { MissingRequirement, PrizeEligibility } from '../../machines/prizeEligibility';
import { conjunctionList } from './conjunctionList';
import { isLocaleCode } from './locales';

function missingMessage({ requirement, short }: MissingRequirement): MessageDescriptor {
  if (requirement === 'duration') {
    return short === null
      ? msg`strategy duration not met yet`
      : msg({
          message: plural(short, { one: 'needs # more trading day', other: 'needs # more trading days' }),
        });
  }
  if (requirement === 'trades') {
    return short === null
      ? msg`number of trades not met yet`
      : msg({ message: plural(short, { one: 'needs # more trade', other: 'needs # more trades' }) });
  }
  return short === null
    ? msg`trading volume not met yet`
    : msg({
        message: plural(short, { one: 'needs # more lot of volume', other: 'needs # more lots of volume' }),
      });
}

/**
 * What a prize depends on, as the machines decided it ("Depends on the entry requirements: needs 4 more
 * trading days and needs 8 more trades"); `null` when the prize depends on nothing.
 */
export function prizeConditionText(i18n: I18n, eligibility: PrizeEligibility): string | null {
  if (eligibility.kind !== 'depends') return null;
  const needs = missingRequirementsText(i18n, eligibility.missing);
  return i18n._(msg`Depends on the entry requirements: ${needs}`);
}

/** The unmet requirements as one list ("needs 4 more trading days and needs 8 more trades"). */
export function missingRequirementsText(i18n: I18n, missing: readonly MissingRequirement[]): string {
  return conjunctionList(
    missing.map((entry) => i18n._(missingMessage(entry))),
    isLocaleCode(i18n.locale) ? i18n.locale : 'en',
  );
}
