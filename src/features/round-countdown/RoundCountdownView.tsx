import { Badge, Skeleton, type BadgeTone } from '@doo/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  phaseOf,
  roundOf,
  type CountdownPhase,
  type roundCountdownMachine,
} from '../../../machines/roundCountdown.machine';
import { displayRound } from '../../i18n/format';
import { isolatedDateTime } from '../../i18n/isolatedDateTime';
import { isLocaleCode } from '../../i18n/locales';
import type { ComponentType } from 'react';
import { CountdownAnnouncer } from './CountdownAnnouncer';
import type { CountdownAnnouncementProps } from './CountdownAnnouncement';
import { CountdownClock } from './CountdownClock';
import { RoundProgress } from './RoundProgress';
import * as styles from './RoundCountdown.css';
import { LoadFailedNotice } from '../../shared/LoadFailedNotice';

export type RoundCountdownActor = ActorRefFrom<typeof roundCountdownMachine>;

export interface RoundCountdownViewProps {
  actor: RoundCountdownActor;
  /** Japanese and Indonesian users see round numbers shifted down by one, round 1 unnumbered (§4). */
  shifted: boolean;
  /** @default 2 */
  headingLevel?: 2 | 3;
  /** What the page shows under the official round times (the viewer's own time, "Add to calendar"). */
  besideTimes?: (actor: RoundCountdownActor) => ReactNode;
  /** Issue 16: the words of the milestones' polite live region; without them the countdown says nothing. */
  announcement?: ComponentType<CountdownAnnouncementProps>;
}

type Mode = 'loading' | 'failed' | CountdownPhase;

const badgeTone: Record<CountdownPhase, BadgeTone> = {
  notStarted: 'info',
  ongoing: 'success',
  betweenRounds: 'info',
  ended: 'neutral',
};

/**
 * The countdown's frame. It reads only what changes at a round boundary (the phase and the round);
 * the clock and the progress line read the ticking time themselves.
 */
export function RoundCountdownView({
  actor,
  shifted,
  headingLevel = 2,
  besideTimes,
  announcement,
}: RoundCountdownViewProps) {
  const { t, i18n } = useLingui();
  const mode = useSelector(actor, (snapshot): Mode => {
    if (snapshot.hasTag('loading')) return 'loading';
    return phaseOf(snapshot) ?? 'failed';
  });
  const round = useSelector(actor, roundOf);
  const Heading = `h${headingLevel}` as const;

  if (mode === 'loading') {
    return (
      <div className={styles.loading}>
        <Skeleton label={t`Loading the round countdown`} rows={1} rowHeight={styles.loadingHeight} />
      </div>
    );
  }
  if (mode === 'failed' || !round) {
    return (
      <LoadFailedNotice
        title={t`The round times could not be loaded.`}
        onRetry={() => actor.send({ type: 'retry' })}
      />
    );
  }

  const number = displayRound(round.matchRounds, shifted);
  const locale = isLocaleCode(i18n.locale) ? i18n.locale : 'en';
  const start = isolatedDateTime(round.matchStartTime, locale);
  const end = isolatedDateTime(round.matchEndTime, locale);
  const badge = {
    notStarted: t`Yet to start`,
    ongoing: t`Ongoing`,
    betweenRounds: t`Yet to start`,
    ended: t`Ended`,
  }[mode];
  const title =
    mode === 'ended'
      ? t`The contest has ended`
      : mode === 'ongoing'
        ? number === null
          ? t`The current round ends in`
          : t`Round ${number} ends in`
        : number === null
          ? t`The next round starts in`
          : t`Round ${number} starts in`;

  return (
    <div className={styles.panel} data-phase={mode}>
      <div className={styles.header}>
        <Badge tone={badgeTone[mode]}>{badge}</Badge>
        <Heading className={styles.title}>{title}</Heading>
      </div>
      {mode === 'ended' ? (
        <p className={styles.ended}>
          <Trans>Thank you for taking part. The final standings are in the leaderboard.</Trans>
        </p>
      ) : (
        <>
          <CountdownClock actor={actor} />
          <p className={styles.times}>
            <Trans>
              {start} – {end} (UTC+0)
            </Trans>
          </p>
          {besideTimes?.(actor)}
        </>
      )}
      <RoundProgress actor={actor} shifted={shifted} />
      {announcement ? (
        <CountdownAnnouncer
          actor={actor}
          shifted={shifted}
          starts={mode !== 'ongoing'}
          Announcement={announcement}
        />
      ) : null}
    </div>
  );
}
