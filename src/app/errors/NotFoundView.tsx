import { Button } from '@doo/design-system';
import { Plural, Trans } from '@lingui/react/macro';
import * as styles from '../../shared/ErrorPanel.css';

export interface NotFoundViewProps {
  /** Whole seconds before the automatic return home; `undefined` once it is under way. */
  secondsLeft: number | undefined;
  onGoHome: () => void;
}

export function NotFoundView({ secondsLeft, onGoHome }: NotFoundViewProps) {
  return (
    <section className={styles.panel} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        <Trans>This page does not exist</Trans>
      </h1>
      {/* Announced politely: a screen reader hears the countdown without losing its place. */}
      <p className={styles.message} role="status" aria-live="polite" aria-atomic="true">
        {secondsLeft === undefined ? (
          <Trans>Taking you to the homepage…</Trans>
        ) : (
          <Plural
            value={secondsLeft}
            one="You will be redirected to the homepage in # second."
            other="You will be redirected to the homepage in # seconds."
          />
        )}
      </p>
      <Button tone="primary" onClick={onGoHome} loading={secondsLeft === undefined}>
        <Trans>Go to the homepage</Trans>
      </Button>
    </section>
  );
}
