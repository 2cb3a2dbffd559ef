import { useLingui } from '@lingui/react/macro';
import type { Requirement } from '../../../machines/prizeEligibility';
import * as styles from './Leaderboard.css';

function Star({ met, label }: { met: boolean; label: string }) {
  return (
    <svg
      className={styles.star}
      data-met={met ? '' : undefined}
      width="16"
      height="16"
      viewBox="0 0 20 20"
      role="img"
      aria-label={label}
      focusable="false"
    >
      <path fill="currentColor" d="M10 1.5l2.6 5.5 6 .8-4.4 4.1 1.1 6-5.3-2.9-5.3 2.9 1.1-6L1.4 7.8l6-.8z" />
    </svg>
  );
}

/** §2: three stars — strategy duration, volume and trade count — each lit when its minimum is met. */
export function RequirementStars({ met }: { met: Record<Requirement, boolean> }) {
  const { t } = useLingui();
  return (
    <span className={styles.stars}>
      <Star
        met={met.duration}
        label={met.duration ? t`Strategy duration met` : t`Strategy duration not met`}
      />
      <Star met={met.volume} label={met.volume ? t`Trading volume met` : t`Trading volume not met`} />
      <Star met={met.trades} label={met.trades ? t`Number of trades met` : t`Number of trades not met`} />
    </span>
  );
}
