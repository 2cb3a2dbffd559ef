import { Button, Skeleton, Table, type TableColumn } from '@doo/design-system';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useState } from 'react';
import type { ActorRefFrom, PromiseActorLogic } from 'xstate';
import type { RankSnapshot } from '../../../contract/race';
import { rankHistoryMachine, type RankHistoryOutput } from '../../../machines/rankHistory.machine';
import { finalizedAt } from '../../../machines/roundResult';
import { formatCount, formatDateTimeUtc } from '../../i18n/format';
import { isLocaleCode, type LocaleCode } from '../../i18n/locales';
import { LoadFailedNotice } from '../../shared/LoadFailedNotice';
import { RoundResultBadge } from '../../shared/RoundResultBadge';
import * as styles from './RankHistory.css';
import { CHART_HEIGHT, CHART_WIDTH, rankChartGeometry } from './rankChartGeometry';

export type RankHistoryActor = ActorRefFrom<typeof rankHistoryMachine>;

export interface UseRankHistoryOptions {
  /** The account and round to show; `null` while the page does not know them yet. */
  target: { login: string; round: number } | null;
  loadHistory: PromiseActorLogic<RankHistoryOutput, { login: string; round: number }>;
  /** The service's clock. */
  now: () => number;
}

/**
 * The rank history's actor, asked for the target's history whenever it changes. The page holds it, so that
 * the poster repeats the section's result.
 */
export function useRankHistory({ target, loadHistory, now }: UseRankHistoryOptions): RankHistoryActor {
  const rankHistoryLogic = useMemo(
    () => rankHistoryMachine.provide({ actors: { loadHistory } }),
    [loadHistory],
  );
  const actor = useActorRef(rankHistoryLogic, { input: { now } });
  const login = target?.login;
  const round = target?.round;
  useEffect(() => {
    if (login !== undefined && round !== undefined) actor.send({ type: 'history.requested', login, round });
  }, [actor, login, round]);
  return actor;
}

/** The round's result the history shows, for the poster to repeat; `null` when there is none to show. */
export function useHistoryResult(actor: RankHistoryActor): 'provisional' | 'final' | null {
  return useSelector(actor, (s) =>
    s.hasTag('final') ? 'final' : s.hasTag('provisional') ? 'provisional' : null,
  );
}

export interface RankHistorySectionProps {
  actor: RankHistoryActor;
  /** The round as the person reads it (one lower for jp and id, §4). */
  displayRound: number;
}

/** The race page's rank over the round (§2): a chart with its table, and the result provisional or final. */
export function RankHistorySection({ actor, displayRound }: RankHistorySectionProps) {
  const { t, i18n } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  const titleId = useId();
  const locale: LocaleCode = isLocaleCode(i18n.locale) ? i18n.locale : 'en';
  const { snapshots, roundTimes } = snapshot.context;
  const result = useHistoryResult(actor);
  if (snapshot.matches('idle')) return null;

  let body;
  if (snapshot.hasTag('loading'))
    body = <Skeleton label={t`Loading your rank history`} rows={1} rowHeight={144} />;
  else if (snapshot.matches('failed'))
    body = (
      <LoadFailedNotice onRetry={() => actor.send({ type: 'retry' })}>
        <Trans>Your rank history could not be loaded.</Trans>
      </LoadFailedNotice>
    );
  else if (snapshot.matches('empty'))
    body = (
      <p className={styles.note}>
        <Trans>Your rank appears here after the round’s first ranking update.</Trans>
      </p>
    );
  else body = <RankHistoryBody snapshots={snapshots} locale={locale} />;

  return (
    <section className={styles.panel} aria-labelledby={titleId} data-testid="rank-history">
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          <Trans>Your rank in round {displayRound}</Trans>
        </h2>
        {result ? <RoundResultBadge result={result} /> : null}
      </header>
      {result && roundTimes ? (
        <p className={styles.note}>
          {result === 'final' ? (
            <Trans>
              Final since {formatDateTimeUtc(finalizedAt(roundTimes), locale, false)}, after the 30-day risk
              review.
            </Trans>
          ) : (
            <Trans>
              Provisional: rankings may change until the risk review ends on{' '}
              {formatDateTimeUtc(finalizedAt(roundTimes), locale, false)}.
            </Trans>
          )}
        </p>
      ) : null}
      {body}
    </section>
  );
}

const rankText = (snapshot: Pick<RankSnapshot, 'ranking'>) => `#${formatCount(snapshot.ranking)}`;

function RankHistoryBody({ snapshots, locale }: { snapshots: RankSnapshot[]; locale: LocaleCode }) {
  const { t } = useLingui();
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  const geometry = rankChartGeometry(snapshots);
  const first = snapshots[0]!;
  const last = snapshots.at(-1)!;
  const updates = snapshots.length;
  const updateCount = formatCount(updates);
  const firstRank = rankText(first);
  const lastRank = rankText(last);
  const columns: Array<TableColumn<RankSnapshot>> = [
    {
      key: 'time',
      header: t`Ranking update (UTC+0)`,
      isRowHeader: true,
      render: (row) => formatDateTimeUtc(row.takenAt, locale),
    },
    { key: 'rank', header: t`Rank`, align: 'end', render: rankText },
    { key: 'total', header: t`Ranked accounts`, align: 'end', render: (row) => formatCount(row.total) },
  ];

  return (
    <>
      <p className={styles.summary}>
        <Plural
          value={updates}
          one={`From ${firstRank} to ${lastRank} over ${updateCount} ranking update`}
          other={`From ${firstRank} to ${lastRank} over ${updateCount} ranking updates`}
        />
      </p>
      {geometry ? (
        // The summary above and the table say what the chart shows; the chart itself is decoration.
        <div className={styles.figure} aria-hidden="true">
          <div className={styles.rankScale}>
            <span>#{formatCount(geometry.best)}</span>
            <span>#{formatCount(geometry.worst)}</span>
          </div>
          <svg
            className={styles.plot}
            viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
            preserveAspectRatio="none"
            focusable="false"
          >
            <path className={styles.area} d={geometry.area} />
            <path className={styles.line} d={geometry.line} vectorEffect="non-scaling-stroke" />
          </svg>
          <div className={styles.timeScale}>
            <span>{formatDateTimeUtc(first.takenAt, locale, false)}</span>
            <span>{formatDateTimeUtc(last.takenAt, locale, false)}</span>
          </div>
        </div>
      ) : null}
      <div className={styles.toggle}>
        <Button
          tone="secondary"
          size="sm"
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {tableShown ? t`Hide the table` : t`Show as a table`}
        </Button>
      </div>
      <div id={tableId} hidden={!tableShown}>
        {tableShown ? (
          <Table
            caption={t`Your rank at each ranking update`}
            hideCaption
            label={t`Rank history table`}
            columns={columns}
            rows={[...snapshots].reverse()}
            getRowKey={(row) => row.takenAt}
            emptyText={t`No ranking update yet.`}
          />
        ) : null}
      </div>
    </>
  );
}
