import { Accordion } from '@doo/design-system';
import { useLingui } from '@lingui/react/macro';
import type { PrizeRank } from '../../../contract/contest';
import type { RankingRecord } from '../../../contract/race';
import type { PrizeTier, TierPrize } from '../../../machines/prizeTiers';
import { Fragment } from 'react';
import type { PrizeEligibility, RequirementChecklist as Checklist } from '../../../machines/prizeEligibility';
import {
  formatContestMoney,
  formatCount,
  formatPercent,
  maskAccountId,
  maskName,
  type DisplayCurrency,
} from '../../i18n/format';
import { prizeConditionText } from '../../i18n/prizeCondition';
import { tierDividerText } from '../../i18n/tierPrize';
import { RequirementChecklist } from '../../shared/RequirementChecklist';
import { RequirementStars } from './RequirementStars';
import * as styles from './Leaderboard.css';

export interface LeaderboardRowsProps {
  records: readonly RankingRecord[];
  /** What each record's prize depends on, by record id, as the machine decided. */
  prizes: Readonly<Record<number, PrizeEligibility>>;
  /** Each record's requirement checklist, by record id, shown when its row is open. */
  checklists: Readonly<Record<number, Checklist>>;
  /** The rows where a prize tier begins (by row index), as the machine decided. */
  tierStarts: ReadonlyMap<number, PrizeTier>;
  /** What a tier pays in the round and category shown, `null` when unknown. */
  tierPrizeOf: (tier: PrizeRank) => TierPrize | null;
  /** §1: yen (the `…Jpy` fields) for Japanese clients, US dollars otherwise. */
  currency: DisplayCurrency;
  expandedId: number | null;
  onToggle: (id: number) => void;
}

/** The standings, one row per account; a row opens to its figures, one at a time. */
export function LeaderboardRows({
  records,
  prizes,
  checklists,
  tierStarts,
  tierPrizeOf,
  currency,
  expandedId,
  onToggle,
}: LeaderboardRowsProps) {
  const { t, i18n } = useLingui();
  const money = (usd: number, jpy: number) => formatContestMoney(currency === 'JPY' ? jpy : usd, currency);
  return (
    <Accordion.Root
      type="single"
      value={expandedId === null ? '' : String(expandedId)}
      // Radix reports the item now open ('' when closed); the machine toggles the row it names.
      onValueChange={(value) => onToggle(value === '' ? expandedId! : Number(value))}
    >
      {records.map((record, index) => {
        const prize = prizes[record.id]!;
        const checklist = checklists[record.id];
        const tier = tierStarts.get(index);
        const divider = tier ? tierDividerText(i18n, tier, tierPrizeOf(tier.tier), currency) : null;
        const condition = prizeConditionText(i18n, prize);
        return (
          <Fragment key={record.id}>
            {divider ? (
              <p className={styles.tierDivider} data-testid="tier-divider">
                {divider}
              </p>
            ) : null}
            <Accordion.Item value={String(record.id)}>
              <Accordion.Trigger headingLevel={3}>
                <span className={styles.summary}>
                  <span
                    className={styles.rank}
                    data-podium={record.ranking <= 3 ? '' : undefined}
                    aria-label={t`Rank ${record.ranking}`}
                  >
                    {record.ranking}
                  </span>
                  <span className={styles.who}>
                    {/* Names are text, never markup (§9 masking applies first). */}
                    <bdi className={styles.name}>{maskName(record.fullName)}</bdi>
                    <bdi dir="ltr" className={styles.account}>
                      {maskAccountId(record.accountId)}
                    </bdi>
                  </span>
                  <span className={styles.returnRate}>
                    <span className={styles.figureLabel}>{t`Return`} </span>
                    <bdi dir="ltr">{formatPercent(record.rateOfReturn)}</bdi>
                  </span>
                  <span className={styles.prize}>
                    <span className={styles.figureLabel}>{t`Prize money`} </span>
                    <bdi dir="ltr">{money(record.prizeMoney, record.prizeMoneyJpy)}</bdi>
                    {condition ? <span className={styles.prizeCondition}>{condition}</span> : null}
                  </span>
                  <RequirementStars met={prize.met} />
                </span>
              </Accordion.Trigger>
              <Accordion.Content>
                <RowDetails record={record} checklist={checklist} currency={currency} />
              </Accordion.Content>
            </Accordion.Item>
          </Fragment>
        );
      })}
    </Accordion.Root>
  );
}

/** An open row's figures: formatted once its panel is mounted, not for every closed row of the board. */
function RowDetails({
  record,
  checklist,
  currency,
}: {
  record: RankingRecord;
  checklist: Checklist | undefined;
  currency: DisplayCurrency;
}) {
  const { t } = useLingui();
  const money = (usd: number, jpy: number) => formatContestMoney(currency === 'JPY' ? jpy : usd, currency);
  const durationTerm = t`Strategy duration`;
  const details = [
    [t`Starting equity`, money(record.startEquity, record.startEquityJpy)],
    [t`Equity`, money(record.equity, record.equityJpy)],
    [t`Deposits`, money(record.totalInGold, record.totalInGoldJpy)],
    [t`Withdrawals`, money(record.totalOutGold, record.totalOutGoldJpy)],
    [t`Maximum drawdown`, formatPercent(record.maxdown)],
    [durationTerm, t`${record.strategyDuration} days`],
    [t`Number of trades`, formatCount(record.totalTradingNum)],
    [t`Trading volume (lots)`, record.totalVolume.toFixed(2)],
    [t`Server`, record.serverType.toUpperCase()],
  ] as const;
  return (
    <div className={styles.openRow}>
      <dl className={styles.details}>
        {details.map(([term, value]) => (
          <div key={term} className={styles.detail}>
            <dt className={styles.detailTerm}>{term}</dt>
            <dd className={styles.detailValue}>
              {/* Figures read left to right in every locale ("57.79%", "-$1,200.00"); sentences do not. */}
              {term === durationTerm ? value : <bdi dir="ltr">{value}</bdi>}
            </dd>
          </div>
        ))}
      </dl>
      {/* The race page's checklist with its answer to "why am I not eligible". */}
      {checklist ? <RequirementChecklist checklist={checklist} currency={currency} /> : null}
    </div>
  );
}
