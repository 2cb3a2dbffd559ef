import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import type { PromiseActorLogic } from 'xstate';
import { raceParticipationMachine } from '../../../machines/raceParticipation.machine';
import { useSessionView } from '../session/sessionView';
import { countRaceAccounts } from './raceServices';
import * as styles from './RacePage.css';

export interface MyRaceLinkProps {
  /** The contest view whose race page the link opens. @default 'client' */
  variant?: 'client' | 'ib';
  /** @default the service's list of the visitor's accounts in the race */
  countAccounts?: PromiseActorLogic<number, void>;
}

/**
 * The landing page's link to the personal race page, shown only to a signed-in participant: someone
 * with at least one account in the race (`signLoginList`).
 */
export function MyRaceLink(props: MyRaceLinkProps) {
  const { status } = useSessionView();
  return status === 'signedIn' ? <ParticipantLink {...props} /> : null;
}

function ParticipantLink({ variant = 'client', countAccounts = countRaceAccounts }: MyRaceLinkProps) {
  const [snapshot] = useMachine(raceParticipationMachine.provide({ actors: { countAccounts } }));
  if (!snapshot.matches('participant')) return null;
  return (
    <Link to={variant === 'ib' ? '/ib-doo-trader/my-race' : '/doo-trader/my-race'} className={styles.link}>
      <Trans>See my race</Trans>
    </Link>
  );
}
