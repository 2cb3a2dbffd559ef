import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { Ref } from 'react';
import type { ActorRefFrom } from 'xstate';
import { phaseOf, type roundCountdownMachine } from '../../../machines/roundCountdown.machine';
import type { Instant } from '../../../contract';
import { isolatedDateTime } from '../../i18n/isolatedDateTime';
import { isLocaleCode } from '../../i18n/locales';
import { roundMessage, rankedRound } from './bannerCopy';
import * as styles from './ContestLanding.css';
import { landingAnchors, type LandingVariant } from './landingAnchors';
import { TrophyArt } from './TrophyArt';

export interface TopBannerProps {
  variant: LandingVariant;
  /** The page's round countdown: the banner says the phase its machine is in (nothing while it loads or failed). */
  countdown: ActorRefFrom<typeof roundCountdownMachine>;
  /** jp and id read round numbers shifted down by one (§4). */
  shifted: boolean;
  /** The page watches the banner to know when it has scrolled out of view. */
  ref?: Ref<HTMLElement>;
}

/** §2 section 1: the page's title with a round-specific description and link. */
export function TopBanner({ variant, countdown, shifted, ref }: TopBannerProps) {
  const { i18n } = useLingui();
  const locale = isLocaleCode(i18n.locale) ? i18n.locale : 'en';
  const phase = useSelector(countdown, phaseOf);
  const details = useSelector(countdown, ({ context }) => context.details);
  const message = phase && details ? roundMessage(phase, details, shifted) : null;
  const when = (time: Instant) => isolatedDateTime(time, locale);
  const ranked = message ? rankedRound(message) : 'none';

  return (
    <section
      ref={ref}
      id={landingAnchors.topBanner}
      className={styles.banner}
      aria-labelledby="landing-title"
    >
      <div>
        <h1 id="landing-title" className={styles.bannerTitle}>
          {variant === 'ib' ? <Trans>IB Doo Trader contest</Trans> : <Trans>Doo Trader contest</Trans>}
        </h1>
        <p className={styles.bannerText}>
          {variant === 'ib' ? (
            <Trans>
              Bring your clients to the contest: their rounds, their rankings, their prizes, all in one place.
            </Trans>
          ) : (
            <Trans>Trade a live account, climb the leaderboard and win prizes every round.</Trans>
          )}
        </p>
        <p className={styles.bannerRound}>
          {message?.kind === 'startsOn' ? (
            message.round !== null ? (
              <Trans>
                Round {message.round} starts on {when(message.date)} (UTC+0).
              </Trans>
            ) : (
              <Trans>The contest starts on {when(message.date)} (UTC+0).</Trans>
            )
          ) : null}
          {message?.kind === 'runsUntil' ? (
            message.round !== null ? (
              <Trans>
                Round {message.round} is under way until {when(message.date)} (UTC+0).
              </Trans>
            ) : (
              <Trans>The current round is under way until {when(message.date)} (UTC+0).</Trans>
            )
          ) : null}
          {message?.kind === 'endedNextOn' ? (
            message.next !== null ? (
              <Trans>
                The round has ended. Round {message.next} starts on {when(message.date)} (UTC+0).
              </Trans>
            ) : (
              <Trans>The round has ended. The next round starts on {when(message.date)} (UTC+0).</Trans>
            )
          ) : null}
          {message?.kind === 'contestEnded' ? (
            <Trans>The contest has ended. Thank you to every trader who took part.</Trans>
          ) : null}
        </p>
        {ranked === 'none' ? (
          <a className={styles.bannerLink} href={`#${landingAnchors.regulatorSection}`}>
            <Trans>How rankings are calculated</Trans>
          </a>
        ) : (
          <a className={styles.bannerLink} href={`#${landingAnchors.rankingBoard}`}>
            {ranked === null ? (
              <Trans>See the final rankings</Trans>
            ) : (
              <Trans>See the round {ranked} rankings</Trans>
            )}
          </a>
        )}
      </div>
      <div className={styles.trophy}>
        <TrophyArt />
      </div>
    </section>
  );
}
