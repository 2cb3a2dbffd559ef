import { Accordion, Badge, Skeleton } from '@doo/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useMemo } from 'react';
import type { PromiseActorLogic } from 'xstate';
import type { CategoryDetails, TradingType } from '../../../contract/contest';
import type { RankingRecord } from '../../../contract/race';
import { overallRankingMachine, type OverallRankingInput } from '../../../machines/overallRanking.machine';
import type { PrizeEligibility } from '../../../machines/prizeEligibility';
import {
  formatCount,
  formatPercent,
  formatPrize,
  formatVolume,
  formatWholeMoney,
  maskAccountId,
  maskName,
  type DisplayCurrency,
} from '../../i18n/format';
import { prizeConditionText } from '../../i18n/prizeCondition';
import { loadOverallRanking } from './raceServices';
import * as styles from './RacePage.css';
import { LoadFailedNotice } from '../../shared/LoadFailedNotice';

export interface OverallRankingProps {
  round: number;
  tradingType: TradingType;
  /** The participant's own contest account, marked in the list. */
  ownAccountId: number;
  /** The categories' minimums that prizes depend on; `null` when unknown. */
  categories: CategoryDetails[] | null;
  /** Yen for Japanese nationals (the `…Jpy` fields), else US dollars (§1). */
  currency: DisplayCurrency;
  /** @default the service's ranking */
  loadRanking?: PromiseActorLogic<RankingRecord[], OverallRankingInput>;
}

/**
 * Section 6 (§2, §4): the round's leading accounts in the participant's category. A row opens to show
 * its details; opening one closes the other.
 */
export function OverallRanking({
  round,
  tradingType,
  ownAccountId,
  categories,
  currency,
  loadRanking = loadOverallRanking,
}: OverallRankingProps) {
  const { t } = useLingui();
  const titleId = useId();
  const overallRankingLogic = useMemo(
    () => overallRankingMachine.provide({ actors: { loadRanking } }),
    [loadRanking],
  );
  const actor = useActorRef(overallRankingLogic, {
    input: { round, tradingType, categories },
  });
  const snapshot = useSelector(actor, (s) => s);
  const { records, prizes } = snapshot.context;
  return (
    <section
      className={styles.panel}
      aria-labelledby={titleId}
      aria-busy={snapshot.hasTag('loading') || undefined}
    >
      <h2 id={titleId} className={styles.sectionTitle}>
        <Trans>Overall ranking</Trans>
      </h2>
      {snapshot.matches('loading') ? (
        <Skeleton label={t`Loading the ranking`} rows={5} rowHeight={48} />
      ) : null}
      {snapshot.matches('empty') ? (
        <p className={styles.muted}>
          <Trans>No rankings yet for this round.</Trans>
        </p>
      ) : null}
      {snapshot.matches('failed') ? (
        <LoadFailedNotice onRetry={() => actor.send({ type: 'retry.requested' })}>
          <Trans>The ranking could not be loaded.</Trans>
        </LoadFailedNotice>
      ) : null}
      {snapshot.matches('listed') ? (
        <Accordion.Root type="single" collapsible>
          {records.map((record) => (
            <RankingItem
              key={record.id}
              record={record}
              prize={prizes[record.id]!}
              own={record.accountId === ownAccountId}
              currency={currency}
            />
          ))}
        </Accordion.Root>
      ) : null}
    </section>
  );
}

function RankingItem({
  record,
  prize,
  own,
  currency,
}: {
  record: RankingRecord;
  prize: PrizeEligibility;
  own: boolean;
  currency: DisplayCurrency;
}) {
  const { t } = useLingui();
  return (
    <Accordion.Item value={String(record.id)}>
      <Accordion.Trigger>
        <span className={styles.rankingRow}>
          <span className={styles.rank}>#{record.ranking}</span>
          <span className={styles.rowName}>
            <bdi>{maskName(record.fullName)}</bdi>
            {own ? (
              <span className={styles.ownMark}>
                {/* A space, so that the name and the badge read as two words ("王小** You"). */}{' '}
                <Badge tone="info">{t`You`}</Badge>
              </span>
            ) : null}
          </span>
          <span className={styles.rowAccount}>{maskAccountId(record.accountId)}</span>
          <span className={styles.rowReturn}>{formatPercent(record.rateOfReturn)}</span>
        </span>
      </Accordion.Trigger>
      <Accordion.Content>
        <RankingDetails record={record} prize={prize} currency={currency} />
      </Accordion.Content>
    </Accordion.Item>
  );
}

/** A row's figures: formatted once the row's panel is mounted, not for every closed row of the board. */
function RankingDetails({
  record,
  prize,
  currency,
}: {
  record: RankingRecord;
  prize: PrizeEligibility;
  currency: DisplayCurrency;
}) {
  const { t, i18n } = useLingui();
  const condition = prizeConditionText(i18n, prize);
  const yen = currency === 'JPY';
  const money = (usd: number, jpy: number) => (yen ? formatWholeMoney(jpy, '¥') : formatWholeMoney(usd, '$'));
  const met = (isMet: boolean) => (isMet ? t`Met` : t`Not met`);
  return (
    <dl className={styles.details}>
      <Detail label={t`Account`} value={maskAccountId(record.accountId)} />
      <Detail label={t`Equity`} value={money(record.equity, record.equityJpy)} />
      <Detail label={t`Starting equity`} value={money(record.startEquity, record.startEquityJpy)} />
      <Detail label={t`Max drawdown`} value={formatPercent(record.maxdown)} />
      <Detail label={t`Volume (lots)`} value={formatVolume(record.totalVolume)} />
      <Detail label={t`Trades`} value={formatCount(record.totalTradingNum)} />
      <Detail label={t`Strategy duration (days)`} value={formatCount(record.strategyDuration)} />
      <Detail
        label={t`Prize`}
        value={formatPrize(record.prizeMoney, record.prizeMoneyJpy, currency)}
        note={condition}
      />
      <Detail label={t`Minimum duration`} value={met(prize.met.duration)} />
      <Detail label={t`Minimum volume`} value={met(prize.met.volume)} />
      <Detail label={t`Minimum trades`} value={met(prize.met.trades)} />
    </dl>
  );
}

function Detail({ label, value, note }: { label: string; value: string; note?: string | null }) {
  return (
    <div className={styles.detail}>
      <dt>{label}</dt>
      <dd className={styles.detailValue}>{value}</dd>
      {note ? <dd className={styles.prizeCondition}>{note}</dd> : null}
    </div>
  );
}
