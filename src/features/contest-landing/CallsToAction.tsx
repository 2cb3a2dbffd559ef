import { Button } from '@doo/design-system';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import * as styles from './ContestLanding.css';
import type { SessionView } from '../../app/session/sessionView';
import type { LandingVariant } from './landingAnchors';
import { MyRaceLink } from './MyRaceLink';

export interface AuthTargets {
  loginHref: string;
  registerHref: string;
}

/**
 * §2 section 2: the way to the user site (sign in) and the register button. Until the session is known (or
 * when it could not be checked) the way in is named for both cases, never "Log in" to someone signed in.
 */
export function RedirectCta({
  variant,
  session,
  loginHref,
  registerHref,
}: AuthTargets & { variant: LandingVariant; session: SessionView['status'] }) {
  return (
    <section className={styles.cta} aria-labelledby="redirect-cta-title">
      <div>
        <h2 id="redirect-cta-title" className={styles.ctaTitle}>
          {variant === 'ib' ? <Trans>Partners compete too</Trans> : <Trans>Ready for the next round?</Trans>}
        </h2>
        <p className={styles.ctaText}>
          {variant === 'ib' ? (
            <Trans>Open your partner area to follow your clients' contest accounts.</Trans>
          ) : (
            <Trans>Open your client area to fund a live account and enter it in the contest.</Trans>
          )}
        </p>
      </div>
      <div className={styles.ctaActions}>
        {/* §2 personal race page: for a signed-in participant only. */}
        <MyRaceLink variant={variant} />
        <Button asChild tone="primary">
          <a href={loginHref}>
            {/* As wide as its widest label: the buttons keep their rows when the session's answer names it. */}
            <span className={styles.sameSizeLabels}>
              <WayInLabel shown={session === 'signedIn'}>
                <Trans>Go to my account</Trans>
              </WayInLabel>
              <WayInLabel shown={session === 'signedOut'}>
                <Trans>Log in</Trans>
              </WayInLabel>
              <WayInLabel shown={session !== 'signedIn' && session !== 'signedOut'}>
                <Trans>Open my account area</Trans>
              </WayInLabel>
            </span>
          </a>
        </Button>
        <Button asChild tone="secondary">
          <a href={registerHref}>
            <Trans>Register</Trans>
          </a>
        </Button>
      </div>
    </section>
  );
}

function WayInLabel({ shown, children }: { shown: boolean; children: ReactNode }) {
  return shown ? (
    <span>{children}</span>
  ) : (
    <span className={styles.unseenLabel} aria-hidden="true">
      {children}
    </span>
  );
}

/** §2 section 11: the closing call to action with the start-trading button. */
export function FooterCta({ href }: { href: string }) {
  return (
    <section className={styles.ctaInverse} aria-labelledby="footer-cta-title">
      <div>
        <h2 id="footer-cta-title" className={styles.ctaTitle}>
          <Trans>Your trading could be in the hall of fame</Trans>
        </h2>
        <p className={styles.ctaText}>
          <Trans>Every round is a fresh start. Open a live account and trade your strategy.</Trans>
        </p>
      </div>
      <Button asChild tone="secondary" size="lg">
        <a href={href}>
          <Trans>Start trading</Trans>
        </a>
      </Button>
    </section>
  );
}
