import { Badge, Card, ProgressBar, Skeleton, Table, type BadgeTone } from '@doo/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OfferMeasure, OfferTier } from '../../../contract';
import type { OfferPhase, OfferProgress, OfferSummary } from '../../../machines/offerStanding';
import { formatDateTimeUtc, formatPrize, formatVolume, type DisplayCurrency } from '../../i18n/format';
import type { LocaleCode } from '../../i18n/locales';
import { LoadFailedNotice } from '../../shared/LoadFailedNotice';
import type { SectionFailure } from '../../shared/sectionFailure';
import * as styles from './OfferOverview.css';
import * as pageStyles from './EventPage.css';

export type OfferOverviewViewProps = {
  currency: DisplayCurrency;
  /** Known to be signed out: invited to log in to see their progress. */
  visitor: boolean;
} & (
  { status: 'loading' } | ({ status: 'failed' } & SectionFailure) | { status: 'ready'; summary: OfferSummary }
);

const TITLE_ID = 'offer-overview-title';

/**
 * What the event is: its period and phase, how to qualify (the service's text, marked with its language),
 * the reward tiers, and the signed-in person's count against them. A visitor is invited to log in instead.
 */
export function OfferOverviewView(props: OfferOverviewViewProps) {
  const { t } = useLingui();
  return (
    <section
      className={styles.section}
      aria-labelledby={TITLE_ID}
      aria-busy={props.status === 'loading' || undefined}
    >
      <h2 id={TITLE_ID} className={pageStyles.sectionTitle}>
        {t`The event at a glance`}
      </h2>
      {props.status === 'failed' ? (
        <LoadFailedNotice onRetry={props.onRetry} retrying={props.retrying}>
          <Trans>The event’s period, rules and reward tiers could not be loaded.</Trans>
        </LoadFailedNotice>
      ) : props.status === 'loading' ? (
        <OfferOverviewPlaceholder visitor={props.visitor} />
      ) : (
        <OfferOverviewDetails summary={props.summary} currency={props.currency} visitor={props.visitor} />
      )}
    </section>
  );
}

/**
 * The cards with their titles and placeholders of about their final height, so nothing moves on arrival.
 * The first placeholder says "loading" once; the others are hidden from screen readers, not said four times.
 */
function OfferOverviewPlaceholder({ visitor }: { visitor: boolean }) {
  const { t } = useLingui();
  const label = t`Loading the event’s details`;
  const placeholder = (title: string, height: number) => (
    <Card as="section" title={title} titleLevel={3} padding="lg">
      <Skeleton label={label} rows={1} rowHeight={height} />
    </Card>
  );
  return (
    <div className={styles.grid}>
      {placeholder(t`Event period`, 64)}
      <div aria-hidden="true">{placeholder(t`How to qualify`, 96)}</div>
      <div className={styles.wide} aria-hidden="true">
        {placeholder(t`Reward tiers`, 200)}
      </div>
      <div className={styles.wide} aria-hidden="true">
        {/* A visitor's card holds one line; a person's count, tier, bar and date about four. */}
        {placeholder(t`Your progress`, visitor ? 32 : 180)}
      </div>
    </div>
  );
}

function useMeasureLabel() {
  const { t } = useLingui();
  return (measure: OfferMeasure): string =>
    ({
      qualifiedClients: t`Qualified clients`,
      networkLots: t`Lots traded by your clients`,
      lots: t`Lots traded`,
    })[measure];
}

const phaseTone: Record<OfferPhase, BadgeTone> = { upcoming: 'info', running: 'success', ended: 'neutral' };

function OfferOverviewDetails({
  summary,
  currency,
  visitor,
}: {
  summary: OfferSummary;
  currency: DisplayCurrency;
  visitor: boolean;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as LocaleCode;
  const measureLabel = useMeasureLabel()(summary.measure);
  const start = formatDateTimeUtc(summary.startTime, locale, false);
  const end = formatDateTimeUtc(summary.lastMoment, locale, false);
  const phaseName: Record<OfferPhase, string> = {
    upcoming: t`Starts soon`,
    running: t`Under way`,
    ended: t`Ended`,
  };
  const language = { lang: summary.lang.tag, dir: summary.lang.direction };
  const reward = (tier: OfferTier) => formatPrize(tier.reward, tier.rewardJpy, currency);
  return (
    <div className={styles.grid}>
      <Card as="section" title={t`Event period`} titleLevel={3} padding="lg">
        <div className={styles.stack}>
          <Badge tone={phaseTone[summary.phase]}>{phaseName[summary.phase]}</Badge>
          <p className={styles.text}>
            <Trans>
              From <bdi>{start}</bdi> to <bdi>{end}</bdi> (UTC)
            </Trans>
          </p>
        </div>
      </Card>
      <Card as="section" title={t`How to qualify`} titleLevel={3} padding="lg">
        <ul className={styles.rules} {...language}>
          {summary.rules.map((rule, index) => (
            <li key={index}>{rule}</li>
          ))}
        </ul>
      </Card>
      <div className={styles.wide}>
        <Card as="section" title={t`Reward tiers`} titleLevel={3} padding="lg">
          <Table
            caption={t`Reward tiers`}
            hideCaption
            label={t`Reward tiers`}
            columns={[
              { key: 'level', header: t`Tier`, isRowHeader: true, render: (tier) => t`Tier ${tier.level}` },
              {
                key: 'threshold',
                header: measureLabel,
                align: 'end',
                render: (tier) => formatVolume(tier.threshold),
              },
              { key: 'reward', header: t`Tier reward`, align: 'end', render: reward },
            ]}
            rows={summary.tiers}
            getRowKey={(tier) => tier.level}
            isRowHighlighted={(tier) => summary.standing?.reached?.level === tier.level}
            emptyText={t`No reward tiers yet.`}
          />
        </Card>
      </div>
      {summary.standing || visitor ? (
        <div className={styles.wide}>
          <Card as="section" title={t`Your progress`} titleLevel={3} padding="lg">
            {summary.standing ? (
              <OfferProgressView
                standing={summary.standing}
                phase={summary.phase}
                measureLabel={measureLabel}
                start={start}
                reward={reward}
              />
            ) : (
              <p className={styles.text}>
                <Trans>Log in to see your progress towards the next reward tier.</Trans>
              </p>
            )}
          </Card>
        </div>
      ) : null}
    </div>
  );
}

function OfferProgressView({
  standing,
  phase,
  measureLabel,
  start,
  reward,
}: {
  standing: OfferProgress;
  phase: OfferPhase;
  measureLabel: string;
  start: string;
  reward: (tier: OfferTier) => string;
}) {
  const { t, i18n } = useLingui();
  if (phase === 'upcoming') {
    return (
      <p className={styles.text}>
        <Trans>
          The event starts on <bdi>{start}</bdi>; your count starts then.
        </Trans>
      </p>
    );
  }
  const value = formatVolume(standing.value);
  const updated = formatDateTimeUtc(standing.updatedAt, i18n.locale as LocaleCode);
  const { reached, next, toNext } = standing;
  const reachedLevel = reached?.level;
  const reachedReward = reached ? reward(reached) : '';
  const nextLevel = next?.level;
  const nextThreshold = next ? formatVolume(next.threshold) : '';
  const nextReward = next ? reward(next) : '';
  const stillNeeded = toNext === null ? '' : formatVolume(toNext);
  return (
    <div className={styles.stack}>
      {phase === 'ended' ? (
        <p className={styles.text}>
          <Trans>The event has ended. Your final count:</Trans>
        </p>
      ) : null}
      <p className={styles.figure}>
        {measureLabel}: <bdi>{value}</bdi>
      </p>
      <p className={styles.text}>
        {reached ? (
          <Trans>
            Tier {reachedLevel} reached: <bdi>{reachedReward}</bdi>.
          </Trans>
        ) : phase === 'ended' ? (
          <Trans>No reward tier was reached.</Trans>
        ) : (
          <Trans>No reward tier reached yet.</Trans>
        )}
      </p>
      {phase === 'running' && next ? (
        <>
          <div className={styles.progressBar}>
            <ProgressBar
              label={t`Progress towards tier ${nextLevel}`}
              value={standing.value}
              max={next.threshold}
              valueText={t`${value} of ${nextThreshold}`}
              showLabel
            />
          </div>
          <p className={styles.text}>
            <Trans>
              <bdi>{stillNeeded}</bdi> more to reach tier {nextLevel} (<bdi>{nextReward}</bdi>).
            </Trans>
          </p>
        </>
      ) : null}
      {phase === 'running' && !next ? (
        <p className={styles.text}>
          <Trans>You have reached the top tier.</Trans>
        </p>
      ) : null}
      <p className={pageStyles.muted}>
        <Trans>
          Updated <bdi>{updated}</bdi> (UTC)
        </Trans>
      </p>
    </div>
  );
}
