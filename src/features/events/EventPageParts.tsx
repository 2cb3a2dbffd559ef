import { Button, Card, Notice } from '@doo/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../i18n/useDocumentTitle';
import { useSessionView } from '../../app/session/sessionView';
import * as styles from './EventPage.css';

export interface EventHeroProps {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** A decorative illustration beside the text on wide screens. */
  art?: ReactNode;
  children?: ReactNode;
}

/** The dark band at the top of an event page, with the page's only h1. */
export function EventHero({ eyebrow, title, lead, art, children }: EventHeroProps) {
  useDocumentTitle(title);
  return (
    <header className={styles.hero}>
      <div className={styles.heroText}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
        {children}
      </div>
      {art ? (
        <div className={styles.heroArt} aria-hidden="true">
          {art}
        </div>
      ) : null}
    </header>
  );
}

export interface EventHighlight {
  title: string;
  text: string;
}

export function EventHighlights({ items }: { items: readonly EventHighlight[] }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="highlights-title">
      <h2 id="highlights-title" className={styles.sectionTitle}>
        {t`Why take part`}
      </h2>
      <ul className={styles.cardGrid}>
        {items.map((item) => (
          <Card key={item.title} as="li" title={item.title} fill>
            <p className={styles.cardText}>{item.text}</p>
          </Card>
        ))}
      </ul>
    </section>
  );
}

export function EventSteps({ steps }: { steps: readonly string[] }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="steps-title">
      <h2 id="steps-title" className={styles.sectionTitle}>
        {t`How to take part`}
      </h2>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The page's call to action: a signed-in visitor follows their rewards; a visitor is pointed to the
 * header's login and register buttons (§6), and an account the event is not open to is told so.
 */
export function EventJoin({ eligible }: { eligible: boolean }) {
  const { status, user } = useSessionView();
  // Unchecked: the header says the session could not be checked, so nobody is told to log in on a guess.
  if (status === 'loading' || status === 'unchecked') return null;
  if (!user) {
    return (
      <Notice tone="info" title={<Trans>Ready to join?</Trans>}>
        <Trans>Log in or open an account with the buttons at the top of the page to take part.</Trans>
      </Notice>
    );
  }
  if (!eligible) {
    return (
      <Notice tone="warning" title={<Trans>This event is not open to your account</Trans>}>
        <Trans>
          It is offered in selected regions only. Have a look at the other events on the home page.
        </Trans>
      </Notice>
    );
  }
  return (
    <div className={styles.actions}>
      <Button asChild tone="primary">
        <Link to="/transaction-history">
          <Trans>See my rewards</Trans>
        </Link>
      </Button>
    </div>
  );
}

/** Frame of an event page: hero first, sections after, the terms card (when given) last. */
export function EventPage({ children }: { children: ReactNode }) {
  return (
    <article className={styles.page} aria-labelledby="page-title">
      {children}
    </article>
  );
}
