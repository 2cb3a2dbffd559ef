import { Button } from '@doo/design-system';
import { Plural, Trans } from '@lingui/react/macro';
import * as styles from '../../shared/ErrorPanel.css';
import { RedirectCountdownNotice, type RedirectCountdown } from './RedirectCountdownNotice';

export interface NotFoundViewProps {
  /** The automatic return home: the seconds left, stayed, or under way. */
  countdown: RedirectCountdown;
  onGoHome: () => void;
  onStay: () => void;
}

export function NotFoundView({ countdown, onGoHome, onStay }: NotFoundViewProps) {
  return (
    <section className={styles.panel} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        <Trans>This page does not exist</Trans>
      </h1>
      <RedirectCountdownNotice
        countdown={countdown}
        counting={(secondsLeft) => (
          <Plural
            value={secondsLeft}
            one={`You will be redirected to the homepage in ${secondsLeft} second.`}
            other={`You will be redirected to the homepage in ${secondsLeft} seconds.`}
          />
        )}
        underWay={<Trans>Taking you to the homepage…</Trans>}
        onStay={onStay}
      />
      <Button tone="primary" onClick={onGoHome} loading={countdown === 'redirecting'}>
        <Trans>Go to the homepage</Trans>
      </Button>
    </section>
  );
}
