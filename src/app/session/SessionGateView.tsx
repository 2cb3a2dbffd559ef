import { Button, Skeleton } from '@doo/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UserType } from '../../../contract';
import type { SessionFailure } from '../../../machines/session.machine';
import * as styles from '../../shared/ErrorPanel.css';
import { ExceptionId } from '../../shared/ExceptionId';
import { useUserTypeLabel } from './userTypeLabel';

export type SessionGateState =
  | { kind: 'checking' }
  | { kind: 'switching' }
  | { kind: 'switchFailed'; before: UserType; after: UserType; onReload: () => void }
  | { kind: 'unauthorized'; failure: SessionFailure; onSignIn: () => void }
  | { kind: 'unavailable'; failure: SessionFailure; onRetry: () => void };

/** What a page shows instead of its content while the session it needs is not settled. */
export function SessionGateView({ state }: { state: SessionGateState }) {
  const { t } = useLingui();
  const typeLabel = useUserTypeLabel();
  switch (state.kind) {
    case 'checking':
      return <Skeleton label={t`Checking your session…`} />;
    case 'switching':
      return <Skeleton label={t`Switching your account type…`} />;
    case 'switchFailed': {
      const before = typeLabel(state.before);
      const after = typeLabel(state.after);
      return (
        <section className={styles.panel} aria-labelledby="session-switch-title">
          <h1 id="session-switch-title" className={styles.title}>
            <Trans>Your account type was switched</Trans>
          </h1>
          <p className={styles.message} role="alert">
            <Trans>
              Your account was switched from {before} to {after}, but this page is still not available for it.
              Click to switch again.
            </Trans>
          </p>
          <Button tone="primary" onClick={state.onReload}>
            <Trans>Click to switch</Trans>
          </Button>
        </section>
      );
    }
    case 'unauthorized':
      return (
        <section className={styles.panel} aria-labelledby="session-unauthorized-title">
          <h1 id="session-unauthorized-title" className={styles.title}>
            <Trans>Please sign in again</Trans>
          </h1>
          {/* §5: the service's message is shown as it is, with the request's trace id for support. */}
          <p className={styles.message} role="alert">
            {state.failure.message}
          </p>
          <FailureTraceId failure={state.failure} />
          <Button tone="primary" onClick={state.onSignIn}>
            <Trans>Sign in</Trans>
          </Button>
        </section>
      );
    case 'unavailable':
      return (
        <section className={styles.panel} aria-labelledby="session-unavailable-title">
          <h1 id="session-unavailable-title" className={styles.title}>
            <Trans>We could not check your session</Trans>
          </h1>
          <p className={styles.message} role="alert">
            <Trans>The service did not answer. Please try again.</Trans>
          </p>
          <FailureTraceId failure={state.failure} />
          <Button tone="primary" onClick={state.onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </section>
      );
  }
}

/** §8: a failed session call is reported with the request's trace id, so support can find it. */
function FailureTraceId({ failure }: { failure: SessionFailure }) {
  if (!failure.traceId) return null;
  return (
    <p className={styles.message}>
      <ExceptionId id={failure.traceId} />
    </p>
  );
}
