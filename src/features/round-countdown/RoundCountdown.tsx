import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef } from '@xstate/react';
import { useCallback, useId, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { roundCountdownMachine, type RoundDetailsSnapshot } from '../../../machines/roundCountdown.machine';
import { usesShiftedRounds } from '../../i18n/format';
import { isLocaleCode } from '../../i18n/locales';
import { useSessionView } from '../../app/session/sessionView';
import { useServiceClockSync } from '../../shared/useServiceClockSync';
import { loadRoundDetailsFromService, type RoundDetailsLoader } from './roundDetailsLoader';
import {
  RoundCountdownView,
  type RoundCountdownActor,
  type RoundCountdownViewProps,
} from './RoundCountdownView';
import * as styles from './RoundCountdown.css';

export interface RoundCountdownProps {
  /**
   * Where the round details come from. The countdown loads them itself (and again at every round
   * boundary), so a page only places it. @default the service's `availableRounds`
   */
  loadRoundDetails?: RoundDetailsLoader;
  /**
   * Round details the page already has, stamped with the service's time: the countdown shows them in its
   * first render, and loads them only when it reaches zero.
   */
  known?: RoundDetailsSnapshot;
  /**
   * A countdown actor the page already runs (`useRoundCountdown`), when other sections read the same
   * phase — the landing page's banner does. Takes the place of `loadRoundDetails`.
   */
  actor?: RoundCountdownActor;
  /** @default 2 */
  headingLevel?: 2 | 3;
  besideTimes?: RoundCountdownViewProps['besideTimes'];
  /**
   * Issue 16: the words of the countdown's milestones (`CountdownAnnouncement`). A page passes them loaded on
   * demand (`lazy`), from its own chunk, so that its first load carries neither them nor another chunk map.
   */
  announcement?: RoundCountdownViewProps['announcement'];
}

/**
 * Runs the round countdown machine of §4 on the service's clock: a page that shows the round phase in
 * more than one section starts it once and hands it to each.
 */
export function useRoundCountdown(
  loadRoundDetails: RoundDetailsLoader = loadRoundDetailsFromService,
  known?: RoundDetailsSnapshot,
) {
  // Provided again only when the loader changes: each `provide` builds the machine's states anew.
  const logic = useMemo(
    () =>
      roundCountdownMachine.provide({ actors: { loadRoundDetails: fromPromise(() => loadRoundDetails()) } }),
    [loadRoundDetails],
  );
  const actor = useActorRef(logic, { input: { known } });

  const sync = useCallback((now: number) => actor.send({ type: 'clock.synced', now }), [actor]);
  useServiceClockSync(sync);
  return actor;
}

/**
 * The round countdown and progress (§4): the landing page and the personal race page both place it.
 * Round numbers follow the visitor's nationality, or the locale for a visitor (§4).
 */
export function RoundCountdown({ actor, loadRoundDetails, known, ...view }: RoundCountdownProps) {
  return actor ? (
    <RoundCountdownOf actor={actor} {...view} />
  ) : (
    <OwnRoundCountdown loadRoundDetails={loadRoundDetails} known={known} {...view} />
  );
}

type ViewProps = Pick<RoundCountdownProps, 'headingLevel' | 'announcement' | 'besideTimes'>;

function OwnRoundCountdown({
  loadRoundDetails,
  known,
  ...view
}: Pick<RoundCountdownProps, 'loadRoundDetails' | 'known'> & ViewProps) {
  const actor = useRoundCountdown(loadRoundDetails, known);
  return <RoundCountdownOf actor={actor} {...view} />;
}

function RoundCountdownOf({ actor, ...view }: { actor: RoundCountdownActor } & ViewProps) {
  const { i18n } = useLingui();
  const { user } = useSessionView();
  const shifted = usesShiftedRounds(user?.nationality, isLocaleCode(i18n.locale) ? i18n.locale : 'en');
  return <RoundCountdownView actor={actor} shifted={shifted} {...view} />;
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
