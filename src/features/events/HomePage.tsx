import { Button, Card, Notice } from '@doo/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { eventSummaries, pageTitles } from '../../pages/pageMessages';
import { eventEntriesFor, eventPages, type PageKey } from '../../pages/registry';
import { useSessionView } from '../../app/session/sessionView';
import { TrophyArt } from './EventArt';
import { EventHero } from './EventPageParts';
import * as styles from './EventPage.css';

/**
 * `/`: the events this visitor may see, the contest first. A signed-in visitor gets the menu's own list
 * (§2 eligibility and blacklist); a visitor who is not signed in sees every event.
 */
export function HomePage() {
  const { t, i18n } = useLingui();
  const { status, user } = useSessionView();
  const entries = user ? eventEntriesFor(user) : eventPages;
  // The contest leads; the others keep the menu's order.
  const ordered = [
    ...entries.filter((entry) => entry.event.contest),
    ...entries.filter((entry) => !entry.event.contest),
  ];

  return (
    <article className={styles.page} aria-labelledby="page-title">
      <EventHero
        eyebrow={t`Doo Promotions`}
        title={t`Events and promotions`}
        lead={t`Contests, rebates and rewards for our clients and partners, all in one place.`}
        art={<TrophyArt />}
      />
      <section aria-labelledby="events-title">
        <h2 id="events-title" className={styles.sectionTitle}>
          {user ? <Trans>Events open to you</Trans> : <Trans>Our events</Trans>}
        </h2>
        {status !== 'loading' && ordered.length === 0 ? (
          <Notice tone="info" title={t`No events in your region right now`}>
            <Trans>Our events are offered in selected regions. New events are announced here first.</Trans>
          </Notice>
        ) : (
          <ul className={styles.cardGrid} data-testid="event-list">
            {ordered.map((entry) => (
              <Card
                key={entry.key}
                as="li"
                title={i18n._(pageTitles[entry.key])}
                fill
                tone={entry.event.contest ? 'accent' : 'raised'}
              >
                <EventSummary page={entry.key} />
                <Button asChild tone={entry.event.contest ? 'primary' : 'ghost'} size="sm">
                  <Link to={entry.path} search={(previous) => previous} data-entry={entry.key}>
                    <Trans>View the event</Trans>
                  </Link>
                </Button>
              </Card>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

function EventSummary({ page }: { page: PageKey }) {
  const { i18n } = useLingui();
  const summary = eventSummaries[page];
  return summary ? <p className={styles.cardText}>{i18n._(summary)}</p> : null;
}
