import { Button, Card } from '@doo/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import * as styles from './EntryProcess.css';
import { useCatalogPart } from '../../i18n/catalogParts';

export interface EntryProcessSectionProps {
  loginHref: string;
  registerHref: string;
  /** Japan: the button signs in rather than registers (§2). */
  japan: boolean;
}

/** §2 entry process: four steps, the first with the login and register links. */
export function EntryProcessSection({ loginHref, registerHref, japan }: EntryProcessSectionProps) {
  useCatalogPart('landing');
  const { t } = useLingui();
  return (
    <Card as="section" title={t`How to take part`} titleLevel={2} padding="lg">
      <ol className={styles.steps}>
        <li className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            1
          </span>
          <h3 className={styles.stepTitle}>
            <Trans>Sign in or open an account</Trans>
          </h3>
          <p className={styles.stepText}>
            <Trans>Use your client account, or open one in a few minutes.</Trans>
          </p>
          <p className={styles.links}>
            <a className={styles.link} href={loginHref}>
              <Trans>Log in</Trans>
            </a>
            <a className={styles.link} href={registerHref}>
              <Trans>Register</Trans>
            </a>
          </p>
        </li>
        <li className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            2
          </span>
          <h3 className={styles.stepTitle}>
            <Trans>Fund a live trading account</Trans>
          </h3>
          <p className={styles.stepText}>
            <Trans>Use an MT4 or MT5 live account that meets the minimum equity of your category.</Trans>
          </p>
        </li>
        <li className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            3
          </span>
          <h3 className={styles.stepTitle}>
            <Trans>Enter the round</Trans>
          </h3>
          <p className={styles.stepText}>
            <Trans>
              Eligible accounts are entered automatically when the round starts. If an entry fails, register
              the account by hand.
            </Trans>
          </p>
        </li>
        <li className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            4
          </span>
          <h3 className={styles.stepTitle}>
            <Trans>Trade and climb the leaderboard</Trans>
          </h3>
          <p className={styles.stepText}>
            <Trans>
              Meet the volume, trade count and duration requirements. The best rates of return win.
            </Trans>
          </p>
        </li>
      </ol>
      <div className={styles.action}>
        <Button asChild tone="secondary" size="lg">
          <a href={japan ? loginHref : registerHref}>
            {japan ? <Trans>Log in to take part</Trans> : <Trans>Register now</Trans>}
          </a>
        </Button>
      </div>
    </Card>
  );
}
