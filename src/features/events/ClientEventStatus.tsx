import { Notice } from '@doo/design-system';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback } from 'react';
import {
  clientEventMachine,
  splitRemaining,
  type ClientEventInput,
} from '../../../machines/clientEvent.machine';
import { serviceNow } from '../../api/serviceClock';
import { useServiceClockSync } from '../../shared/useServiceClockSync';
import { formatCount } from '../../i18n/format';
import { isolatedDateTime } from '../../i18n/isolatedDateTime';
import { isLocaleCode } from '../../i18n/locales';
import * as styles from './ClientEvent.css';
import { PrizeStatus } from './PrizeStatus';

export interface ClientEventStatusProps extends Omit<ClientEventInput, 'now'> {
  /** The current time; the service's clock unless a test or story fixes it. */
  now?: () => number;
}

/**
 * §4: the selected quarter's countdown and its one prize status, both states of `clientEventMachine`.
 * It owns its ticking actor, so each second re-renders this component only; give it a `key` per period.
 */
export function ClientEventStatus({ now = serviceNow, ...input }: ClientEventStatusProps) {
  const actor = useActorRef(clientEventMachine, { input: { ...input, now: now() } });
  const counting = useSelector(actor, (snapshot) => snapshot.hasTag('counting'));
  const status = useSelector(actor, (snapshot) =>
    snapshot.hasTag('reviewing')
      ? 'reviewing'
      : snapshot.hasTag('rejected')
        ? 'rejected'
        : snapshot.hasTag('prizeWaiting')
          ? 'prizeWaiting'
          : snapshot.hasTag('expired')
            ? 'expired'
            : null,
  );

  const sync = useCallback((synced: number) => actor.send({ type: 'clock.synced', now: synced }), [actor]);
  useServiceClockSync(sync, now);

  return (
    <>
      {counting ? <Countdown actor={actor} /> : null}
      {status === 'prizeWaiting' ? (
        <PrizeWaiting />
      ) : status === 'reviewing' ? (
        <PrizeStatus kind="processing" />
      ) : status ? (
        <PrizeStatus kind={status} />
      ) : null}
    </>
  );
}

function PrizeWaiting() {
  const { t } = useLingui();
  return (
    <Notice tone="warning" title={t`A prize is waiting for you`}>
      <Trans>You have a prize to claim for this period. Your account manager will help you claim it.</Trans>
    </Notice>
  );
}

function Countdown({ actor }: { actor: ReturnType<typeof useActorRef<typeof clientEventMachine>> }) {
  const { t, i18n } = useLingui();
  const endsAt = useSelector(actor, (snapshot) => snapshot.context.endsAt);
  const remaining = useSelector(actor, (snapshot) =>
    splitRemaining(snapshot.context.endsAt - snapshot.context.now),
  );
  const locale = isLocaleCode(i18n.locale) ? i18n.locale : 'sc';
  const units = [
    { value: remaining.days, label: t`Days` },
    { value: remaining.hours, label: t`Hours` },
    { value: remaining.minutes, label: t`Minutes` },
    { value: remaining.seconds, label: t`Seconds` },
  ];
  const endText = isolatedDateTime(endsAt, locale);
  const dayCount = formatCount(remaining.days);
  return (
    <div data-testid="quarter-countdown">
      {/* Screen readers get the end time and the days left, not a digit change every second. */}
      <p className={styles.muted}>
        <Trans>Ends {endText} (UTC)</Trans> ·{' '}
        <Plural value={remaining.days} one={`${dayCount} day left`} other={`${dayCount} days left`} />
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
