import * as styles from './ProgressBar.css';
import type { ProgressTone } from './ProgressBar.css';

export interface ProgressBarProps {
  /** Accessible name, already translated, e.g. "Trading volume towards the gift". */
  label: string;
  /** Progress from 0 to `max`; values outside are clamped. */
  value: number;
  /** @default 100 */
  max?: number;
  /** Spoken and shown value text, already translated, e.g. "117.8 of 100 lots". Defaults to the percentage. */
  valueText?: string;
  /** `accent` for a goal being reached, `success` once reached. @default 'brand' */
  tone?: ProgressTone;
  /** Show the label and value text above the bar. @default false */
  showLabel?: boolean;
}

/** A determinate progress bar (`role="progressbar"`); the fill grows from the inline start. */
export function ProgressBar({
  label,
  value,
  max = 100,
  valueText,
  tone,
  showLabel = false,
}: ProgressBarProps) {
  const safeMax = max > 0 ? max : 100;
  const clamped = Math.min(safeMax, Math.max(0, Number.isFinite(value) ? value : 0));
  const percent = (clamped / safeMax) * 100;
  const text = valueText ?? `${Math.round(percent)}%`;
  return (
    <div className={styles.root}>
      {showLabel ? (
        <div className={styles.caption} aria-hidden="true">
          <span>{label}</span>
          <span className={styles.value}>{text}</span>
        </div>
      ) : null}
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuenow={clamped}
        aria-valuetext={text}
      >
        <div className={styles.fill({ tone })} style={{ inlineSize: `${percent}%` }} />
      </div>
    </div>
  );
}
