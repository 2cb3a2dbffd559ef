import { Button, ChoiceChips, Drawer, type ChoiceChipOption } from '@doo/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { CLIENT_EVENT_PERIODS } from '../../../machines/periodSelector.machine';
import type {
  RewardFilterName,
  RewardFilterOptions,
  RewardFilters,
} from '../../../machines/rewardFilters.machine';
import { rewardStateFromStatus } from '../../../contract/rewards';
import type { UserType } from '../../../contract/session';
import { periodLabels } from '../../i18n/periodLabels';
import { eventTypeLabels, prizeTypeLabels, rewardStateLabels } from './rewardLabels';
import * as styles from './TransactionHistory.css';

/** A chip's value: `all` for "no filter", otherwise the filter's value as text. */
const ALL = 'all';
const chipValue = (value: string | number | undefined): string => (value === undefined ? ALL : String(value));
const filterValue = (name: RewardFilterName, chip: string): unknown =>
  chip === ALL ? undefined : name === 'activityType' ? chip : Number(chip);

type Rows = Array<{ name: RewardFilterName; label: string; options: ChoiceChipOption<string>[] }>;

function useFilterRows(options: RewardFilterOptions, userType: UserType): Rows {
  const { t, i18n } = useLingui();
  const all = { value: ALL, label: t`All` };
  return [
    {
      name: 'activityType',
      label: t`Event`,
      options: options.activityTypes.map((type) => ({ value: type, label: i18n._(eventTypeLabels[type]) })),
    },
    {
      name: 'prize',
      label: t`Prize`,
      options: [
        all,
        ...options.prizes.map((prize) => ({ value: String(prize), label: i18n._(prizeTypeLabels[prize]) })),
      ],
    },
    {
      name: 'status',
      label: t`Status`,
      options: [
        all,
        ...options.statuses.map((status) => {
          const state = rewardStateFromStatus(userType, status);
          return { value: String(status), label: state ? i18n._(rewardStateLabels[state]) : String(status) };
        }),
      ],
    },
    {
      name: 'activityRound',
      label: t`Period`,
      options: [
        all,
        ...options.rounds.map((round) => ({
          value: String(round),
          label: i18n._(periodLabels[CLIENT_EVENT_PERIODS[round - 1]!.value]),
        })),
      ],
    },
  ];
}

function FilterRows({
  rows,
  filters,
  onSelect,
}: {
  rows: Rows;
  filters: RewardFilters;
  onSelect: (name: RewardFilterName, value: unknown) => void;
}) {
  return rows.map((row) => (
    <ChoiceChips
      key={row.name}
      label={row.label}
      options={row.options}
      value={chipValue(filters[row.name])}
      onValueChange={(chip) => onSelect(row.name, filterValue(row.name, chip))}
    />
  ));
}

export interface RewardFiltersPanelProps {
  options: RewardFilterOptions;
  userType: UserType;
  applied: RewardFilters;
  /** The drawer's unconfirmed choices; `undefined` while the drawer is closed. */
  draft: RewardFilters | undefined;
  onFilterSelected: (name: RewardFilterName, value: unknown) => void;
  onDrawerOpened: () => void;
  onDraftSelected: (name: RewardFilterName, value: unknown) => void;
  onDrawerReset: () => void;
  onDrawerConfirmed: () => void;
  onDrawerDismissed: () => void;
}

/**
 * §2 filters: from 768 px a box of button rows that apply at once; below, the applied choices in one
 * line and a drawer from the inline end whose choices apply on Confirm.
 */
export function RewardFiltersPanel(props: RewardFiltersPanelProps) {
  const { t } = useLingui();
  const rows = useFilterRows(props.options, props.userType);
  const summary = rows
    .map((row) => row.options.find((option) => option.value === chipValue(props.applied[row.name]))?.label)
    .join(' · ');

  return (
    <>
      <section className={styles.filterBox} aria-label={t`Filters`} data-testid="filter-rows">
        <FilterRows rows={rows} filters={props.applied} onSelect={props.onFilterSelected} />
      </section>
      <div className={styles.filterBar}>
        <p className={styles.filterSummary}>{summary}</p>
        <Drawer.Root
          open={props.draft !== undefined}
          onOpenChange={(open) => (open ? props.onDrawerOpened() : props.onDrawerDismissed())}
        >
          <Drawer.Trigger>
            <Button tone="ghost" size="sm">
              <Trans>Filters</Trans>
            </Button>
          </Drawer.Trigger>
          <Drawer.Content
            title={t`Filter rewards`}
            closeLabel={t`Close`}
            description={t`Your choices apply when you confirm.`}
            footer={
              <>
                <Button tone="ghost" onClick={props.onDrawerReset}>
                  <Trans>Reset</Trans>
                </Button>
                <Button onClick={props.onDrawerConfirmed}>
                  <Trans>Confirm</Trans>
                </Button>
              </>
            }
          >
            {props.draft ? (
              <FilterRows rows={rows} filters={props.draft} onSelect={props.onDraftSelected} />
            ) : null}
          </Drawer.Content>
        </Drawer.Root>
      </div>
    </>
  );
}
