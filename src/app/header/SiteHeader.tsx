import { Button } from '@doo/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useRef } from 'react';
import { isJapanNationality, type SessionUser } from '../../../contract';
import { LanguagePicker } from '../../i18n/LanguagePicker';
import { eventEntriesFor, findPage } from '../../pages/registry';
import { loginUrl, registerUrl } from '../session/authLinks';
import { useSessionActor } from '../session/SessionRoot';
import { useSessionView } from '../session/sessionView';
import { useUserTypeLabel } from '../session/userTypeLabel';
import { InTurn } from '../../shared/InTurn';
import { useReservedEdge } from '../../shared/reservedEdges';
import { pathForOtherView } from './switchView';
import * as styles from './SiteHeader.css';

// Menus load only for signed-in visitors, who are the only ones to see them.
const NavigationMenu = lazy(() =>
  import('../navigation/NavigationMenu').then((module) => ({ default: module.NavigationMenu })),
);
const JapanAccountMenu = lazy(() =>
  import('./JapanAccountMenu').then((module) => ({ default: module.JapanAccountMenu })),
);
// Loads only when the session call has failed.
const SessionCheckFailed = lazy(() =>
  import('./SessionCheckFailed').then((module) => ({ default: module.SessionCheckFailed })),
);

/** The sign-in header of every page (§2): brand, navigation, view switch, language, register/login or account. */
export function SiteHeader() {
  const session = useSessionView();
  const header = useRef<HTMLElement>(null);
  useReservedEdge(header, 'top');
  const user = session.status === 'signedIn' ? session.user : null;
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // A page that needs a session shows the navigation row once signed in: its place is kept while the session
  // loads, so that the page below does not move down when it arrives.
  const requiresSession = findPage(pathname)?.requiresSession === true;
  const reservesNavRow = session.status === 'loading' && requiresSession;
  return (
    <header ref={header} className={styles.header}>
      <div className={styles.row}>
        <Link to="/" className={styles.brand}>
          <span className={styles.brandMark} aria-hidden="true">
            D
          </span>
          <span className={styles.brandName}>
            <Trans>Doo Promotions</Trans>
          </span>
        </Link>
        <div className={styles.actions}>
          <LanguagePicker />
          {session.status === 'signedOut' ? <SignInButtons /> : null}
          {session.status === 'loading' && !requiresSession ? (
            // Most visitors of a public page are signed out: the buttons' place is kept while the session
            // loads, so that the header does not wrap to a second row under the page's first screen.
            <span className={styles.keptPlace} aria-hidden="true" inert>
              <SignInButtons />
            </span>
          ) : null}
          {user ? <AccountActions user={user} /> : null}
          {session.status === 'loading' && requiresSession ? (
            // On a page that needs the session the visitor is signed in when it arrives: the account button's
            // place is kept, so that the language picker does not move aside for it.
            <span className={styles.keptPlace} aria-hidden="true" inert>
              <LogoutButton />
            </span>
          ) : null}
        </div>
      </div>
      {user ? (
        <div className={styles.navRow}>
          {/* In a task after the render that shows the row: asking for the menu's files was a tenth of the race
              page's first render. */}
          <InTurn>
            <Suspense fallback={null}>
              <NavigationMenu entries={eventEntriesFor(user)} />
            </Suspense>
          </InTurn>
          {user.switchUser ? <SwitchViewButton user={user} /> : null}
        </div>
      ) : reservesNavRow ? (
        <div className={styles.navRow} />
      ) : session.status === 'unchecked' && !requiresSession ? (
        // A page that needs the session says so in its gate instead.
        <Suspense fallback={null}>
          <SessionCheckRetry />
        </Suspense>
      ) : null}
    </header>
  );
}

function SessionCheckRetry() {
  const actor = useSessionActor();
  const retrying = useSelector(actor ?? undefined, (snapshot) => snapshot?.matches('rechecking') ?? false);
  return <SessionCheckFailed retrying={retrying} onRetry={() => actor?.send({ type: 'retry.requested' })} />;
}

function useReturnTo(): string {
  return useRouterState({ select: (state) => state.location.href });
}

/** §2: register and login; locale `id` shows login only. Targets by nationality (authLinks). */
function SignInButtons() {
  const { i18n } = useLingui();
  const returnTo = useReturnTo();
  const request = { nationality: null, locale: i18n.locale, returnTo };
  return (
    <>
      {i18n.locale === 'id' ? null : (
        <Button asChild tone="secondary" size="sm">
          <a href={registerUrl(request)}>
            <Trans>Register</Trans>
          </a>
        </Button>
      )}
      <Button asChild tone="ghost" size="sm">
        <a href={loginUrl(request)}>
          <Trans>Log in</Trans>
        </a>
      </Button>
    </>
  );
}

function LogoutButton({ onLogout }: { onLogout?: () => void }) {
  return (
    <Button tone="ghost" size="sm" onClick={onLogout}>
      <span>
        <Trans>Log out</Trans>
      </span>
    </Button>
  );
}

function AccountActions({ user }: { user: SessionUser }) {
  const actor = useSessionActor();
  const logout = () => actor?.send({ type: 'logout.requested' });
  if (!isJapanNationality(user.nationality)) return <LogoutButton onLogout={logout} />;
  // §2: a Japan user's account menu; its menu library loads only for them.
  return (
    <Suspense fallback={null}>
      <JapanAccountMenu onLogout={logout} />
    </Suspense>
  );
}

/** §1, §6: swap between the client and IB views, through the same switch a page asks for. */
function SwitchViewButton({ user }: { user: SessionUser }) {
  const actor = useSessionActor();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const typeLabel = useUserTypeLabel();
  const target = user.userType === 'crm_client' ? 'crm_ib' : 'crm_client';
  const targetLabel = typeLabel(target);
  const onSwitch = () => {
    const path = pathForOtherView(pathname, target);
    // On a page for one type, the other view is another page: opening it makes the session switch.
    if (path) void navigate({ to: path, search: (previous: Record<string, unknown>) => previous });
    else actor?.send({ type: 'switch.requested' });
  };
  return (
    <Button tone="ghost" size="sm" onClick={onSwitch}>
      <Trans>Switch to the {targetLabel} view</Trans>
    </Button>
  );
}
