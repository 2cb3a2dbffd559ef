import { Button } from '@doo/design-system';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import * as styles from './LoadFailedLine.css';

export interface LoadFailedLineProps {
  /** What could not be loaded, already translated: one short sentence. */
  children: ReactNode;
  onRetry: () => void;
  /** A retry is on its way: the button stays (and keeps focus) but is busy. */
  retrying?: boolean;
}

/**
 * A one-line part of a section (a date, a status) that could not be loaded: said at once to screen readers,
 * with "Try again", where `LoadFailedNotice` would be too big for the line it stands for.
 */
export function LoadFailedLine({ children, onRetry, retrying = false }: LoadFailedLineProps) {
  return (
    <div className={styles.line}>
      <p role="alert" className={styles.text}>
        {children}
      </p>
      <Button tone="secondary" size="sm" onClick={onRetry} loading={retrying}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
