import { Skeleton } from '@doo/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useId, useMemo } from 'react';
import type { PromiseActorLogic } from 'xstate';
import type { CategoryDetails, TradingType } from '../../../contract/contest';
import type { RaceStatisticsEntry } from '../../../contract/race';
import { raceInsightMachine, type RaceInsightStandings } from '../../../machines/raceInsight.machine';
import type { DisplayCurrency } from '../../i18n/format';
import { formatTierPrize } from '../../i18n/tierPrize';
import { CatalogPartBoundary } from '../../i18n/CatalogPartBoundary';
import { LoadFailedNotice } from '../../shared/LoadFailedNotice';
import { RequirementChecklist } from '../../shared/RequirementChecklist';
import { loadRaceStandings } from './raceInsightLoaders';
import * as styles from './RaceInsight.css';

export interface RaceInsightSectionProps {
  /** The selected account's figures in the current round. */
  entry: RaceStatisticsEntry;
  categories: CategoryDetails[] | null;
  /** §1: yen for Japanese nationals. */
  currency: DisplayCurrency;
  /** Names the round under the title when it is not the one in progress ("Round 2, ended"). */
  roundNote?: ReactNode;
  /** @default the service's ranking and prize tables */
  loadStandings?: PromiseActorLogic<RaceInsightStandings, { round: number; tradingType: TradingType }>;
}

const formatPoints = (points: number) => points.toFixed(2);

/**
 * Issue 14, on the race page: where the selected account stands in the current round — its requirement
 * checklist with the reason it is or is not eligible for a prize, and how far the next prize tier is.
 */
export function RaceInsightSection(props: RaceInsightSectionProps) {
  return (
    <CatalogPartBoundary part="insight">
      <RaceInsight {...props} />
    </CatalogPartBoundary>
  );
}

function RaceInsight({
  entry,
  categories,
  currency,
  roundNote,
  loadStandings = loadRaceStandings,
}: RaceInsightSectionProps) {
  const { t } = useLingui();
  const titleId = useId();
  const raceInsightLogic = useMemo(
    () => raceInsightMachine.provide({ actors: { loadStandings } }),
    [loadStandings],
  );
  const actor = useActorRef(raceInsightLogic, {
    input: { entry, categories, yen: currency === 'JPY' },
  });
  const snapshot = useSelector(actor, (s) => s);
  const { checklist, distance, nextPrize } = snapshot.context;

  let distanceView = null;
  if (snapshot.matches('loading')) {
    distanceView = <Skeleton label={t`Loading the distance to the next prize`} rows={1} rowHeight={48} />;
  } else if (snapshot.matches('failed')) {
    distanceView = (
      <LoadFailedNotice onRetry={() => actor.send({ type: 'retry.requested' })}>
        <Trans>The distance to the next prize could not be loaded.</Trans>
      </LoadFailedNotice>
    );
  } else if (snapshot.matches('unplaced') || distance.kind !== 'known') {
    distanceView = (
      <p className={styles.distance}>
        <Trans>The distance to the next prize cannot be worked out from the ranking right now.</Trans>
      </p>
    );
  } else {
    const { ranking, next, lead } = distance;
    const prize = nextPrize ? formatTierPrize(nextPrize, currency) : null;
    distanceView = (
      <div className={styles.distance} data-testid="tier-distance">
        <p className={styles.sentence}>
          {next === null ? (
            <Trans>You are ranked {ranking}: the top prize.</Trans>
          ) : prize ? (
            <Trans>
              You are ranked {ranking}; rank {next.ranking} pays <bdi dir="ltr">{prize}</bdi>; you are{' '}
              {formatPoints(next.pointsBehind)} percentage points of return behind it.
            </Trans>
          ) : (
            <Trans>
              You are ranked {ranking}; you are {formatPoints(next.pointsBehind)} percentage points of return
              behind rank {next.ranking}, the next prize tier.
            </Trans>
          )}
        </p>
        {lead ? (
          <p className={styles.sentence}>
            {lead.pointsAhead === null ? (
              <Trans>You are in the prize zone; no account holds rank {lead.ranking} yet.</Trans>
            ) : (
              <Trans>
                You are in the prize zone; {formatPoints(lead.pointsAhead)} points ahead of rank{' '}
                {lead.ranking}.
              </Trans>
            )}
          </p>
        ) : null}
        {snapshot.matches('placedWithoutPrize') && next ? (
          <LoadFailedNotice onRetry={() => actor.send({ type: 'retry.requested' })}>
            <Trans>What rank {next.ranking} pays could not be loaded.</Trans>
          </LoadFailedNotice>
        ) : null}
      </div>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        <Trans>Where you stand</Trans>
      </h2>
      {roundNote ? <p className={styles.round}>{roundNote}</p> : null}
      <RequirementChecklist checklist={checklist} currency={currency} />
      {distanceView}
    </section>
  );
}
