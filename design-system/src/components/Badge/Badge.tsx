import * as styles from './Badge.css';
import type { BadgeTone } from './Badge.css';

export interface BadgeProps {
  /** `success` for something running, `neutral` for something finished, `info` for something coming. @default 'neutral' */
  tone?: BadgeTone;
  /** A short status, already translated. */
  children: string;
}

/** A short status label (e.g. a round's "Ongoing"). It is text, so screen readers read it in place. */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return (
    <span className={styles.badge({ tone })} data-tone={tone}>
      {children}
    </span>
  );
}
