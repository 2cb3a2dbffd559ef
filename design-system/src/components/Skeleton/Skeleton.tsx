import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Skeleton.css';

export interface SkeletonProps {
  /**
   * What is loading, for screen readers (already translated), e.g. "Loading the leaderboard".
   */
  label: string;
  /** Number of placeholder rows. @default 3 */
  rows?: number;
  /**
   * Height of each row: CSS pixels, or any CSS length (a custom property set per screen size, when the
   * content it stands for is taller on some). @default 120
   */
  rowHeight?: number | string;
}

/**
 * Placeholder rows while content loads. Screen readers hear `label` once through a polite status
 * region; the shimmer stops for people who ask for reduced motion.
 *
 * Mark the region being replaced with `aria-busy` yourself if needed: on the status itself it
 * would mute the announcement in some screen readers.
 */
export function Skeleton({ label, rows = 3, rowHeight = 120 }: SkeletonProps) {
  const count = Math.max(0, Math.floor(rows));
  return (
    <div className={styles.root} role="status" aria-label={label} data-part="skeleton">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          className={styles.row}
          style={{ blockSize: typeof rowHeight === 'number' ? `${rowHeight}px` : rowHeight }}
          aria-hidden="true"
        />
      ))}
    </div>
  );
}
