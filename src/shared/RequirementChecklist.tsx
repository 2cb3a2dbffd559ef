import { ProgressBar } from '@doo/design-system';
import { useLingui } from '@lingui/react/macro';
import type {
  ChecklistFigures,
  ChecklistItem,
  ChecklistLine,
  RequirementChecklist as Checklist,
} from '../../machines/prizeEligibility';
import { formatAmount, formatCount, formatVolume, type DisplayCurrency } from '../i18n/format';
import { prizeVerdictText } from '../i18n/prizeVerdict';
import * as styles from './RequirementChecklist.css';

export interface RequirementChecklistProps {
  /** An account's round as `requirementChecklist` decided it: the verdict and the lines. */
  checklist: Checklist;
  /** §1: the equity, its minimum and what is missing show in yen for Japanese nationals. */
  currency: DisplayCurrency;
}

/**
 * Issue 14, on the race page and the board's open row alike: the one-line answer to "why am I not eligible
 * for a prize", then each requirement of the account's round with its figure, the category's minimum, a
 * meter, and "met" or what is still missing. Both are decided by `requirementChecklist`.
 */
export function RequirementChecklist({ checklist, currency }: RequirementChecklistProps) {
  const { t, i18n } = useLingui();
  const label: Record<ChecklistItem, string> = {
    duration: t`Strategy duration`,
    volume: t`Trading volume`,
    trades: t`Number of trades`,
    equity: t`Equity at registration`,
  };
  // The equity line carries its figures in both currencies; the meter and the words use the reader's.
  const figures = (line: ChecklistLine): ChecklistFigures =>
    line.item === 'equity' && currency === 'JPY' ? line.yen : line;
  const amount = (value: number, item: ChecklistItem) =>
    item === 'equity'
      ? formatAmount(value, currency)
      : item === 'volume'
        ? formatVolume(value)
        : formatCount(value);

  const valueText = (line: ChecklistLine) => {
    const { value: figure, threshold } = figures(line);
    const value = amount(figure, line.item);
    if (threshold === null) return t`${value}; minimum not known`;
    const minimum = amount(threshold, line.item);
    if (line.item === 'duration') return t`${value} of ${minimum} days`;
    if (line.item === 'volume') return t`${value} of ${minimum} lots`;
    if (line.item === 'trades') return t`${value} of ${minimum} trades`;
    return t`${value} of at least ${minimum}`;
  };
  const status = (line: ChecklistLine) => {
    if (line.met) return t`Met`;
    const missing = figures(line).short;
    if (missing === null) return t`Not met yet`;
    const short = amount(missing, line.item);
    return t`${short} more to go`;
  };

  return (
    <div className={styles.checklist}>
      <p className={styles.verdict}>{prizeVerdictText(i18n, checklist.verdict)}</p>
      <ul className={styles.list}>
        {checklist.lines.map((line) => {
          const { value, threshold } = figures(line);
          return (
            <li key={line.item} className={styles.line}>
              <ProgressBar
                label={label[line.item]}
                // With no minimum (unknown, or zero) the meter only says met or not.
                {...(threshold ? { value, max: threshold } : { value: line.met ? 1 : 0, max: 1 })}
                valueText={valueText(line)}
                tone={line.met ? 'success' : 'brand'}
                showLabel
              />
              <span className={styles.status} data-met={line.met || undefined}>
                {status(line)}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
