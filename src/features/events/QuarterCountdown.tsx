import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import {
  quarterCountdownMachine,
  splitRemaining,
  type Quarter,
} from '../../../machines/quarterCountdown.machine';
import { isolatedDateTime } from '../../i18n/isolatedDateTime';
import { isLocaleCode } from '../../i18n/locales';
import * as styles from './ClientEvent.css';
import { PrizeStatus } from './PrizeStatus';

export interface QuarterCountdownProps {
  quarter: Quarter;
  /** The Overall end time of the quarter, ms since the epoch. */
  endsAt: number;
  /** The current time; the browser's clock unless a test or story fixes it. */
  now?: () => number;
}

/**
 * §4: the time left until the selected quarter's Overall end, or the expired picture. It owns its
 * ticking actor, so each second re-renders this component only; give it a `key` per period.
 */
export function QuarterCountdown({ quarter, endsAt, now = Date.now }: QuarterCountdownProps) {
  const { t, i18n } = useLingui();
  const actor = useActorRef(quarterCountdownMachine, { input: { quarter, endsAt, now: now() } });
  const expired = useSelector(actor, (snapshot) => snapshot.matches('expired'));
  const remaining = useSelector(actor, (snapshot) =>
    splitRemaining(snapshot.context.endsAt - snapshot.context.now),
  );
  const locale = isLocaleCode(i18n.locale) ? i18n.locale : 'sc';

  useEffect(() => {
    // Background tabs run timers late; catch up with the real time when the page is shown again.
    const onVisible = () => {
      if (document.visibilityState === 'visible') actor.send({ type: 'clock.synced', now: now() });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [actor, now]);

  if (expired) return <PrizeStatus kind="expired" />;

  const units = [
    { value: remaining.days, label: t`Days` },
    { value: remaining.hours, label: t`Hours` },
    { value: remaining.minutes, label: t`Minutes` },
    { value: remaining.seconds, label: t`Seconds` },
  ];
  const endText = isolatedDateTime(endsAt, locale);
  return (
    <div data-testid="quarter-countdown">
      {/* Screen readers get the end time and the days left, not a digit change every second. */}
      <p className={styles.muted}>
        <Trans>Ends {endText} (UTC)</Trans> ·{' '}
        <Plural value={remaining.days} one="# day left" other="# days left" />
      </p>
      <div className={styles.countdown} aria-hidden="true">
        {units.map((unit) => (
          <div key={unit.label} className={styles.countdownUnit}>
            <span className={styles.countdownValue}>{String(unit.value).padStart(2, '0')}</span>
            <span className={styles.countdownLabel}>{unit.label}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
