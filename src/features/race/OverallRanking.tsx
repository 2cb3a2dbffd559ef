import { Accordion, Badge, Skeleton } from '@doo/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import type { PromiseActorLogic } from 'xstate';
import type { TradingType } from '../../../contract/contest';
import type { RankingRecord } from '../../../contract/race';
import { overallRankingMachine, type OverallRankingInput } from '../../../machines/overallRanking.machine';
import {
  formatCount,
  formatPercent,
  formatVolume,
  formatWholeMoney,
  maskAccountId,
  maskName,
  type DisplayCurrency,
} from '../../i18n/format';
import { loadOverallRanking } from './raceServices';
import * as styles from './RacePage.css';
import { LoadFailedNotice } from '../../shared/LoadFailedNotice';

export interface OverallRankingProps {
  round: number;
  tradingType: TradingType;
  /** The participant's own contest account, marked in the list. */
  ownAccountId: number;
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
  currency,
  loadRanking = loadOverallRanking,
}: OverallRankingProps) {
  const { t } = useLingui();
  const titleId = useId();
  const actor = useActorRef(overallRankingMachine.provide({ actors: { loadRanking } }), {
    input: { round, tradingType },
  });
  const snapshot = useSelector(actor, (s) => s);
  const { records } = snapshot.context;
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
  own,
  currency,
}: {
  record: RankingRecord;
  own: boolean;
  currency: DisplayCurrency;
}) {
  const { t } = useLingui();
  const yen = currency === 'JPY';
  const money = (usd: number, jpy: number) => (yen ? formatWholeMoney(jpy, '¥') : formatWholeMoney(usd, '$'));
  const met = (flag: 0 | 1) => (flag === 1 ? t`Met` : t`Not met`);
  return (
    <Accordion.Item value={String(record.id)}>
      <Accordion.Trigger>
        <span className={styles.rankingRow}>
          <span className={styles.rank}>#{record.ranking}</span>
          <span className={styles.rowName}>
            {maskName(record.fullName)}
            {own ? (
              <span className={styles.ownMark}>
                <Badge tone="info">{t`You`}</Badge>
              </span>
            ) : null}
          </span>
          <span className={styles.rowAccount}>{maskAccountId(record.accountId)}</span>
          <span className={styles.rowReturn}>{formatPercent(record.rateOfReturn)}</span>
        </span>
      </Accordion.Trigger>
      <Accordion.Content>
        <dl className={styles.details}>
          <Detail label={t`Account`} value={maskAccountId(record.accountId)} />
          <Detail label={t`Equity`} value={money(record.equity, record.equityJpy)} />
          <Detail label={t`Starting equity`} value={money(record.startEquity, record.startEquityJpy)} />
          <Detail label={t`Max drawdown`} value={formatPercent(record.maxdown)} />
          <Detail label={t`Volume (lots)`} value={formatVolume(record.totalVolume)} />
          <Detail label={t`Trades`} value={formatCount(record.totalTradingNum)} />
          <Detail label={t`Strategy duration (days)`} value={formatCount(record.strategyDuration)} />
          <Detail label={t`Prize`} value={formatWholeMoney(record.prizeMoney, 'USD ')} />
          <Detail label={t`Minimum duration`} value={met(record.isMinStrategyDuration)} />
          <Detail label={t`Minimum volume`} value={met(record.isMinVolume)} />
          <Detail label={t`Minimum trades`} value={met(record.isMinTradingNum)} />
        </dl>
      </Accordion.Content>
    </Accordion.Item>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.detail}>
      <dt>{label}</dt>
      <dd className={styles.detailValue}>{value}</dd>
    </div>
  );
}
