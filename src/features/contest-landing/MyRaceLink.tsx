import { Button } from '@doo/design-system';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { fromPromise, type PromiseActorLogic } from 'xstate';
import { raceParticipationMachine } from '../../../machines/raceParticipation.machine';
import { getSignLoginList } from '../../api';
import { useSessionView } from '../../app/session/sessionView';

/** How many of the visitor's accounts are in the race (`signLoginList`); none on a failed call. */
export const countRaceAccounts = fromPromise<number, void>(async () => {
  const accounts = await getSignLoginList();
  return accounts === false ? 0 : accounts.length;
});

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
    <Button asChild tone="ghost">
      <Link to={variant === 'ib' ? '/ib-doo-trader/my-race' : '/doo-trader/my-race'}>
        <Trans>See my race</Trans>
      </Link>
    </Button>
  );
}
