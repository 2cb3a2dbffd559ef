import { Badge, Popover } from '@doo/design-system';
import { useLingui } from '@lingui/react/macro';
import { periodLabels } from '../../i18n/periodLabels';
import type { ClientEventPeriod } from './clientEventPeriods';
import * as styles from './ClientEvent.css';

export interface PeriodSelectorProps {
  periods: readonly ClientEventPeriod[];
  selected: ClientEventPeriod;
  open: boolean;
  onToggle: () => void;
  /** An outside click or Escape (§2). */
  onDismiss: () => void;
  onSelect: (value: ClientEventPeriod['value']) => void;
}

/** §2 period selector: a button showing the chosen period and a list of the three, opening below it. */
export function PeriodSelector({
  periods,
  selected,
  open,
  onToggle,
  onDismiss,
  onSelect,
}: PeriodSelectorProps) {
  const { t, i18n } = useLingui();
  const selectedLabel = i18n._(periodLabels[selected.value]);
  return (
    <Popover.Root open={open} onOpenChange={(next) => (next ? onToggle() : open && onDismiss())}>
      <Popover.Trigger>
        <button type="button" className={styles.selectorTrigger} aria-label={t`Period: ${selectedLabel}`}>
          <span>{selectedLabel}</span>
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
            <path d="M3 5l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </Popover.Trigger>
      <Popover.Content label={t`Event periods`}>
        <ul className={styles.periodList}>
          {periods.map((period) => (
            <li key={period.value}>
              <button
                type="button"
                className={styles.periodOption}
                aria-current={period.value === selected.value ? 'true' : undefined}
                onClick={() => onSelect(period.value)}
              >
                <span>{i18n._(periodLabels[period.value])}</span>
                <span className={styles.badges}>
                  {period.isPendingClaim ? <Badge tone="warning">{t`Prize to claim`}</Badge> : null}
                  {period.isClaimed ? <Badge tone="neutral">{t`Prizes handed out`}</Badge> : null}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </Popover.Content>
    </Popover.Root>
  );
}
