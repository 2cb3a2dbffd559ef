import { Button, Skeleton } from '@doo/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import type { UserType } from '../../../contract';
import type { SessionFailure } from '../../../machines/session.machine';
import * as styles from '../../shared/ErrorPanel.css';
import { ExceptionId } from '../../shared/ExceptionId';
import { pageTitles } from '../../pages/pageMessages';
import type { PageEntry } from '../../pages/registry';

const SessionRefusal = lazy(() => import('./SessionRefusal'));

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
        <GatePanel
          id="session-type-title"
          title={
            state.pageFor === 'crm_ib' ? (
              <Trans>This page is for IBs</Trans>
            ) : (
              <Trans>This page is for clients</Trans>
            )
          }
          message={
            state.pageFor === 'crm_ib' ? (
              <Trans>Your account is a client account, and it cannot open pages for IBs.</Trans>
            ) : (
              <Trans>Your account is an IB account, and it cannot open pages for clients.</Trans>
            )
          }
          action={<OwnPageLink page={state.ownPage} />}
        />
      );
    case 'switchFailed':
      return (
        <GatePanel
          id="session-switch-title"
          title={<Trans>We could not switch your account</Trans>}
          alert={
            state.pageFor === 'crm_ib' ? (
              <Trans>This page is for IBs, and switching your account to IB failed.</Trans>
            ) : (
              <Trans>This page is for clients, and switching your account to client failed.</Trans>
            )
          }
          failure={state.failure}
          action={<RetryButton onRetry={state.onRetry} />}
        />
      );
    case 'switchRetryFailed':
      return (
        <GatePanel
          id="session-switch-title"
          title={<Trans>We could not switch your account</Trans>}
          alert={<Trans>Switching failed again. Please try later, or go to the page for your account.</Trans>}
          failure={state.failure}
          action={<OwnPageLink page={state.ownPage} />}
        />
      );
    case 'unauthorized':
      return (
        <GatePanel
          id="session-unauthorized-title"
          title={<Trans>Please sign in again</Trans>}
          // With the request's trace id below it, for support.
          alert={
            <Suspense fallback={null}>
              <SessionRefusal meaning={state.failure.message} />
            </Suspense>
          }
          failure={state.failure}
          action={
            <Button tone="primary" onClick={state.onSignIn}>
              <Trans>Sign in</Trans>
            </Button>
          }
        />
      );
    case 'unavailable':
      return (
        <GatePanel
          id="session-unavailable-title"
          title={<Trans>We could not check your session</Trans>}
          alert={<Trans>The service did not answer. Please try again.</Trans>}
          failure={state.failure}
          action={<RetryButton onRetry={state.onRetry} />}
        />
      );
  }
}

/**
 * The panel in place of the page: its title, what happened (announced at once when it is a failure, as
 * `alert`), the trace id of a failed call (§8: support finds it by that id) and what the person can do.
 */
function GatePanel({
  id,
  title,
  message,
  alert,
  failure = null,
  action,
}: {
  id: string;
  title: ReactNode;
  message?: ReactNode;
  alert?: ReactNode;
  failure?: SessionFailure | null;
  action: ReactNode;
}) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h1 id={id} className={styles.title}>
        {title}
      </h1>
      {message ? <p className={styles.message}>{message}</p> : null}
      {alert ? (
        <p className={styles.message} role="alert">
          {alert}
        </p>
      ) : null}
      {failure?.traceId ? (
        <p className={styles.message}>
          <ExceptionId id={failure.traceId} />
        </p>
      ) : null}
      {action}
    </section>
  );
}

function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <Button tone="primary" onClick={onRetry}>
      <Trans>Try again</Trans>
    </Button>
  );
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
