import { Button, Card, Notice } from '@doo/design-system';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { eventEntriesFor, eventEntryRules, type EventEntryKey } from '../navigation/eligibility';
import { eventEntryLabels } from '../navigation/NavigationMenu';
import { useSessionView } from '../session/sessionView';
import { TrophyArt } from './EventArt';
import { EventHero } from './EventPageParts';
import * as styles from './EventPage.css';

const eventSummaries: Record<EventEntryKey, MessageDescriptor> = {
  'doo-trader': msg`Enter your trading accounts in the contest rounds and compete for the prize pool.`,
  'ib-doo-trader': msg`The trading contest seen from the partner side: follow the rounds and your clients' results.`,
  client: msg`Trade during the quarter and win prizes chosen for our clients.`,
  usdt: msg`Fund your account with USDT and trade: every qualifying lot earns you a cash rebate.`,
  iboffer: msg`Grow your client network this season and earn bonuses on top of your usual commission.`,
  ibyearoffer: msg`A whole year of partnership, rewarded with an annual bonus.`,
};

const isContest = (key: EventEntryKey) => key === 'doo-trader' || key === 'ib-doo-trader';

/**
 * `/`: the events this visitor may see, the contest first. A signed-in visitor gets the menu's own list
 * (§2 eligibility and blacklist); a visitor who is not signed in sees every event.
 */
export function HomePage() {
  const { t, i18n } = useLingui();
  const { status, user } = useSessionView();
  const entries = user ? eventEntriesFor(user) : eventEntryRules;
  // The contest leads; the others keep the menu's order.
  const ordered = [
    ...entries.filter((entry) => isContest(entry.key)),
    ...entries.filter((entry) => !isContest(entry.key)),
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
                title={i18n._(eventEntryLabels[entry.key])}
                fill
                tone={isContest(entry.key) ? 'accent' : 'raised'}
              >
                <p className={styles.cardText}>{i18n._(eventSummaries[entry.key])}</p>
                <Button asChild tone={isContest(entry.key) ? 'primary' : 'ghost'} size="sm">
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
