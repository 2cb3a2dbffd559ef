import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import {
  countdownParts,
  remainingMsOf,
  type roundCountdownMachine,
} from '../../../machines/roundCountdown.machine';
import * as styles from './RoundCountdown.css';

type CountdownActor = ActorRefFrom<typeof roundCountdownMachine>;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The only part of the countdown that changes every second: it reads the time left itself, so a
 * tick re-renders this clock and nothing around it.
 */
export function CountdownClock({ actor }: { actor: CountdownActor }) {
  const { t } = useLingui();
  const remainingMs = useSelector(actor, remainingMsOf);
  const { days, hours, minutes, seconds } = countdownParts(remainingMs);
  const units = [
    [days, t`Days`],
    [hours, t`Hours`],
    [minutes, t`Minutes`],
    [seconds, t`Seconds`],
  ] as const;
  return (
    // A timer is not announced on every change; the heading above says what it counts to.
    <div role="timer" aria-label={t`Time left`} className={styles.clock}>
      {units.map(([value, label]) => (
        <span key={label} className={styles.unit}>
          <span className={styles.value} data-part="value">
            {pad(value)}
          </span>
          <span className={styles.unitLabel}>{label}</span>
        </span>
      ))}
    </div>
  );
}
