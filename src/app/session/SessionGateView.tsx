import { Button, Skeleton } from '@doo/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { UserType } from '../../../contract';
import type { SessionFailure } from '../../../machines/session.machine';
import * as styles from '../../shared/ErrorPanel.css';
import { ExceptionId } from '../../shared/ExceptionId';
import { pageTitles } from '../../pages/pageMessages';
import type { PageEntry } from '../../pages/registry';

export type SessionGateState =
  | { kind: 'checking' }
  | { kind: 'switching' }
  /** A page for the other account type, and this account cannot switch (no switchUser). */
  | { kind: 'wrongType'; pageFor: UserType; ownPage: PageEntry }
  | { kind: 'switchFailed'; pageFor: UserType; failure: SessionFailure | null; onRetry: () => void }
  | { kind: 'switchRetryFailed'; pageFor: UserType; failure: SessionFailure | null; ownPage: PageEntry }
  | { kind: 'unauthorized'; failure: SessionFailure; onSignIn: () => void }
  | { kind: 'unavailable'; failure: SessionFailure; onRetry: () => void };

/** What a page shows instead of its content while the session it needs is not settled. */
export function SessionGateView({ state }: { state: SessionGateState }) {
  const { t } = useLingui();
  switch (state.kind) {
    case 'checking':
      return <Skeleton label={t`Checking your session…`} />;
    case 'switching':
      return <Skeleton label={t`Switching your account type…`} />;
    case 'wrongType':
      return (
        <section className={styles.panel} aria-labelledby="session-type-title">
          <h1 id="session-type-title" className={styles.title}>
            {state.pageFor === 'crm_ib' ? (
              <Trans>This page is for IBs</Trans>
            ) : (
              <Trans>This page is for clients</Trans>
            )}
          </h1>
          <p className={styles.message}>
            {state.pageFor === 'crm_ib' ? (
              <Trans>Your account is a client account, and it cannot open pages for IBs.</Trans>
            ) : (
              <Trans>Your account is an IB account, and it cannot open pages for clients.</Trans>
            )}
          </p>
          <OwnPageLink page={state.ownPage} />
        </section>
      );
    case 'switchFailed':
      return (
        <section className={styles.panel} aria-labelledby="session-switch-title">
          <h1 id="session-switch-title" className={styles.title}>
            <Trans>We could not switch your account</Trans>
          </h1>
          <p className={styles.message} role="alert">
            {state.pageFor === 'crm_ib' ? (
              <Trans>This page is for IBs, and switching your account to IB failed.</Trans>
            ) : (
              <Trans>This page is for clients, and switching your account to client failed.</Trans>
            )}
          </p>
          {state.failure ? <FailureTraceId failure={state.failure} /> : null}
          <Button tone="primary" onClick={state.onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </section>
      );
    case 'switchRetryFailed':
      return (
        <section className={styles.panel} aria-labelledby="session-switch-title">
          <h1 id="session-switch-title" className={styles.title}>
            <Trans>We could not switch your account</Trans>
          </h1>
          <p className={styles.message} role="alert">
            <Trans>Switching failed again. Please try later, or go to the page for your account.</Trans>
          </p>
          {state.failure ? <FailureTraceId failure={state.failure} /> : null}
          <OwnPageLink page={state.ownPage} />
        </section>
      );
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

/** The page for the account's own type, from the page registry. */
function OwnPageLink({ page }: { page: PageEntry }) {
  const { i18n } = useLingui();
  const title = i18n._(pageTitles[page.key]);
  return (
    <Button asChild tone="primary">
      <Link to={page.path}>
        <Trans>Go to {title}</Trans>
      </Link>
    </Button>
  );
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
