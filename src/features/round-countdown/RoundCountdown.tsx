import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef } from '@xstate/react';
import { useEffect, useId } from 'react';
import { fromPromise } from 'xstate';
import { roundCountdownMachine } from '../../../machines/roundCountdown.machine';
import { usesShiftedRounds } from '../../i18n/format';
import { isLocaleCode } from '../../i18n/locales';
import { useSessionView } from '../../app/session/sessionView';
import { loadRoundDetailsFromService, type RoundDetailsLoader } from './roundDetailsLoader';
import { RoundCountdownView } from './RoundCountdownView';
import { useScreenSize } from './useScreenSize';
import * as styles from './RoundCountdown.css';

export interface RoundCountdownProps {
  /**
   * Where the round details come from. The countdown loads them itself (and again at every round
   * boundary), so a page only places it. @default the service's `availableRounds`
   */
  loadRoundDetails?: RoundDetailsLoader;
  /** @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * The round countdown and progress (§4), self-contained: the landing page and the personal race page
 * both place it. Round numbers follow the visitor's nationality, or the locale for a visitor (§4).
 */
export function RoundCountdown({
  loadRoundDetails = loadRoundDetailsFromService,
  headingLevel = 2,
}: RoundCountdownProps) {
  const { i18n } = useLingui();
  const { user } = useSessionView();
  const screenSize = useScreenSize();
  const actor = useActorRef(
    roundCountdownMachine.provide({ actors: { loadRoundDetails: fromPromise(() => loadRoundDetails()) } }),
    { input: { screenSize } },
  );

  useEffect(() => actor.send({ type: 'screen.changed', size: screenSize }), [actor, screenSize]);

  // Hidden tabs run timers late or not at all: catch the countdown up when the page shows again.
  useEffect(() => {
    const sync = () => {
      if (document.visibilityState === 'visible') actor.send({ type: 'clock.synced', now: Date.now() });
    };
    document.addEventListener('visibilitychange', sync);
    return () => document.removeEventListener('visibilitychange', sync);
  }, [actor]);

  const shifted = usesShiftedRounds(user?.nationality, isLocaleCode(i18n.locale) ? i18n.locale : 'en');
  return <RoundCountdownView actor={actor} shifted={shifted} headingLevel={headingLevel} />;
}

/** Section 3 of the landing page: the countdown and round progress. */
export function RoundCountdownSection(props: Omit<RoundCountdownProps, 'headingLevel'>) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId} data-section="round-countdown">
      <h2 id={titleId} className={styles.sectionTitle}>
        <Trans>Contest countdown</Trans>
      </h2>
      <RoundCountdown {...props} headingLevel={3} />
    </section>
  );
}
