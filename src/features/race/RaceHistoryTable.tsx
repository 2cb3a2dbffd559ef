import { Badge, Table, type TableColumn } from '@doo/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { TradingType } from '../../../contract/contest';
import type { RaceStatisticsEntry } from '../../../contract/race';
import type { PrizeEligibility } from '../../../machines/prizeEligibility';
import type { RoundPhase } from '../../../machines/roundPhases';
import {
  displayRound,
  formatCount,
  formatPercent,
  formatPrize,
  formatVolume,
  formatWholeMoney,
  type DisplayCurrency,
} from '../../i18n/format';
import { prizeConditionText } from '../../i18n/prizeCondition';
import * as styles from './RacePage.css';

export interface RaceHistoryTableProps {
  entries: readonly RaceStatisticsEntry[];
  /** What each round's prize depends on, by entry id, as the machine decided. */
  prizes: Readonly<Record<number, PrizeEligibility>>;
  currentRound: number;
  /** Each round's phase, as the race details machine decides it (§4 row status). */
  phaseOf: (round: number) => RoundPhase;
  /** jp and id users see rounds shifted down by one, and round 1 not at all (§4). */
  shifted: boolean;
  /** Yen users (§1) see prizes in yen and also the account's equity, a yen field (§9). */
  currency: DisplayCurrency;
}

type Row = RaceStatisticsEntry & { shownRound: number };

/** Section 5 (§2, §4): the selected account's rounds, each ongoing, ended or yet to start. */
export function RaceHistoryTable({
  entries,
  prizes,
  currentRound,
  phaseOf,
  shifted,
  currency,
}: RaceHistoryTableProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const rows: Row[] = entries.flatMap((entry) => {
    const shownRound = displayRound(entry.competitionRounds, shifted);
    return shownRound === null ? [] : [{ ...entry, shownRound }];
  });
  const statusBadge = (round: number) => {
    const status = phaseOf(round);
    if (status === 'ongoing') return <Badge tone="success">{t`Ongoing`}</Badge>;
    if (status === 'ended') return <Badge tone="neutral">{t`Ended`}</Badge>;
    return <Badge tone="info">{t`Yet to start`}</Badge>;
  };
  const columns: Array<TableColumn<Row>> = [
    { key: 'round', header: t`Round`, isRowHeader: true, render: (row) => t`Round ${row.shownRound}` },
    { key: 'status', header: t`Status`, render: (row) => statusBadge(row.competitionRounds) },
    {
      key: 'category',
      header: t`Category`,
      render: (row) => (row.tradingType === TradingType.MASTER ? t`Master` : t`Classic`),
    },
    { key: 'ranking', header: t`Ranking`, align: 'end', render: (row) => `#${row.ranking}` },
    {
      key: 'return',
      header: t`Rate of return`,
      align: 'end',
      render: (row) => formatPercent(row.rateOfReturn),
    },
    { key: 'drawdown', header: t`Max drawdown`, align: 'end', render: (row) => formatPercent(row.maxdown) },
    { key: 'volume', header: t`Volume (lots)`, align: 'end', render: (row) => formatVolume(row.totalVolume) },
    { key: 'trades', header: t`Trades`, align: 'end', render: (row) => formatCount(row.totalTradingNum) },
    { key: 'days', header: t`Days`, align: 'end', render: (row) => formatCount(row.strategyDuration) },
    ...(currency === 'JPY'
      ? [
          {
            key: 'equity',
            header: t`Equity`,
            align: 'end' as const,
            render: (row: Row) => formatWholeMoney(row.equityJpy, '¥'),
          },
        ]
      : []),
    {
      key: 'prize',
      header: t`Prize`,
      align: 'end',
      render: (row) => {
        const prize = prizes[row.id];
        const condition = prize ? prizeConditionText(i18n, prize) : null;
        return (
          <>
            {formatPrize(row.prizeMoney, row.prizeMoneyJpy, currency)}
            {condition ? <span className={styles.prizeCondition}>{condition}</span> : null}
          </>
        );
      },
    },
  ];
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        <Trans>Round history</Trans>
      </h2>
      <Table
        caption={t`Rounds of the selected account`}
        // Named like the table, not like the section around it (two landmarks, two names).
        label={t`Rounds of the selected account`}
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
        isRowHighlighted={(row) => row.competitionRounds === currentRound}
        emptyText={t`No rounds yet.`}
        // Its headings alone are 640 px wide or more in every locale (kr the narrowest): on a phone it stacks.
        stacksBelowViewport={640}
      />
    </section>
  );
}
