import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { MissingRequirement, PrizeEligibility } from '../../machines/prizeEligibility';
import { conjunctionList } from './conjunctionList';
import { formatCount, formatVolume } from './format';
import { isLocaleCode } from './locales';

function missingMessage({ requirement, short }: MissingRequirement): MessageDescriptor {
  if (short === null) {
    if (requirement === 'duration') return msg`strategy duration not met yet`;
    if (requirement === 'trades') return msg`number of trades not met yet`;
    return msg`trading volume not met yet`;
  }
  // The shortfall in the site's own digits, not Lingui's `#` (Intl.NumberFormat, slow on first use).
  if (requirement === 'duration') {
    const days = formatCount(short);
    return msg({
      message: plural(short, {
        one: `needs ${days} more trading day`,
        other: `needs ${days} more trading days`,
      }),
    });
  }
  if (requirement === 'trades') {
    const trades = formatCount(short);
    return msg({
      message: plural(short, { one: `needs ${trades} more trade`, other: `needs ${trades} more trades` }),
    });
  }
  const lots = formatVolume(short);
  return msg({
    message: plural(short, {
      one: `needs ${lots} more lot of volume`,
      other: `needs ${lots} more lots of volume`,
    }),
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
