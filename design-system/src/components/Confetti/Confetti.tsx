import * as styles from './Confetti.css';

export interface ConfettiProps {
  /** How long the pieces fall, in milliseconds. @default 5000 */
  durationMs?: number;
  /** How many pieces fall. @default 48 */
  pieces?: number;
}

// A fixed scatter rather than Math.random, so that renders, stories and screenshots repeat.
const spread = (index: number, salt: number) => ((index * 9301 + salt * 49297) % 233280) / 233280;

/**
 * Decorative confetti falling over the page (CSS only), hidden from assistive technology and not
 * drawn at all for people who prefer reduced motion. Unmount it to clean it up.
 */
export function Confetti({ durationMs = 5000, pieces = 48 }: ConfettiProps) {
  const count = Math.max(0, Math.floor(pieces));
  return (
    <div className={styles.layer} aria-hidden="true" data-part="confetti">
      {Array.from({ length: count }, (_, index) => {
        const ownDuration = durationMs * (0.6 + 0.4 * spread(index, 1));
        return (
          <span
            key={index}
            className={styles.piece}
            style={{
              insetInlineStart: `${(spread(index, 2) * 100).toFixed(2)}%`,
              animationDuration: `${Math.round(ownDuration)}ms`,
              animationDelay: `${Math.round((durationMs - ownDuration) * spread(index, 3))}ms`,
              ['--drift' as string]: `${Math.round((spread(index, 4) - 0.5) * 160)}px`,
            }}
          />
        );
      })}
    </div>
  );
}
