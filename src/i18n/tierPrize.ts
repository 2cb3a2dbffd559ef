import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PrizeTier, TierPrize } from '../../machines/prizeTiers';
import { formatAmount, type DisplayCurrency } from './format';

/** A tier's prize as the person reads it: one amount, or the range over the servers (`USD 1,100–1,155`). */
export function formatTierPrize(prize: TierPrize, currency: DisplayCurrency): string {
  const low = formatAmount(prize.low, currency);
  return prize.low === prize.high ? low : `${low}–${formatAmount(prize.high, currency)}`;
}

/** A tier's name with what it pays, when known ("Ranks 4–5: USD 3,300–3,465"). */
export function tierDividerText(
  i18n: I18n,
  tier: PrizeTier,
  prize: TierPrize | null,
  currency: DisplayCurrency,
): string {
  const { first, last } = tier;
  const name = first === last ? i18n._(msg`Rank ${first}`) : i18n._(msg`Ranks ${first}–${last}`);
  if (!prize) return name;
  const amount = formatTierPrize(prize, currency);
  return i18n._(msg`${name}: ${amount}`);
}
