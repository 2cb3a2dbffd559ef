import { ProgressBar } from '@doo/design-system';
import { useLingui } from '@lingui/react/macro';
import type { ChecklistItem, ChecklistLine } from '../../machines/prizeEligibility';
import { formatCount, formatVolume, formatWholeMoney, type DisplayCurrency } from '../i18n/format';
import * as styles from './RequirementChecklist.css';

export interface RequirementChecklistProps {
  lines: readonly ChecklistLine[];
  /** §1: the equity shows in yen for Japanese nationals. */
  currency: DisplayCurrency;
  /** The equity at registration in yen (`startEquityJpy`), for Japanese nationals. */
  startEquityJpy: number;
}

/**
 * Issue 14: each requirement of an account's round with its figure, the category's minimum, a meter, and
 * "met" or what is still missing. The lines are decided by `requirementChecklist`.
 */
export function RequirementChecklist({ lines, currency, startEquityJpy }: RequirementChecklistProps) {
  const { t } = useLingui();
  const label: Record<ChecklistItem, string> = {
    duration: t`Strategy duration`,
    volume: t`Trading volume`,
    trades: t`Number of trades`,
    equity: t`Equity at registration`,
  };
  // The minimum equity exists in US dollars only; a yen figure beside it names both currencies.
  const amount = (value: number, item: ChecklistItem) =>
    item === 'equity'
      ? formatWholeMoney(value, 'USD ')
      : item === 'volume'
        ? formatVolume(value)
        : formatCount(value);
  const shown = (line: ChecklistLine) =>
    line.item === 'equity' && currency === 'JPY'
      ? formatWholeMoney(startEquityJpy, '¥')
      : amount(line.value, line.item);

  const valueText = (line: ChecklistLine) => {
    const value = shown(line);
    if (line.threshold === null) return t`${value}; minimum not known`;
    const minimum = amount(line.threshold, line.item);
    if (line.item === 'duration') return t`${value} of ${minimum} days`;
    if (line.item === 'volume') return t`${value} of ${minimum} lots`;
    if (line.item === 'trades') return t`${value} of ${minimum} trades`;
    return t`${value} of at least ${minimum}`;
  };
  const status = (line: ChecklistLine) => {
    if (line.met) return t`Met`;
    if (line.short === null) return t`Not met yet`;
    const short = amount(line.short, line.item);
    return t`${short} more to go`;
  };

  return (
    <ul className={styles.list}>
      {lines.map((line) => (
        <li key={line.item} className={styles.line}>
          <ProgressBar
            label={label[line.item]}
            // With no minimum (unknown, or zero) the meter only says met or not.
            {...(line.threshold
              ? { value: line.value, max: line.threshold }
              : { value: line.met ? 1 : 0, max: 1 })}
            valueText={valueText(line)}
            tone={line.met ? 'success' : 'brand'}
            showLabel
          />
          <span className={styles.status} data-met={line.met || undefined}>
            {status(line)}
          </span>
        </li>
      ))}
    </ul>
  );
}
