import { useMemo } from 'react';
import { Button } from '@doo/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { AccountInRace } from '../../../contract/race';
import { sectionDataMachine, type SectionDataOutput } from '../../../machines/sectionData.machine';
import { getSignLoginList } from '../../api';
import { useSessionView } from '../../app/session/sessionView';
import { LoadFailedNotice } from '../../shared/LoadFailedNotice';
import { sectionFailure } from '../../shared/sectionFailure';
import * as styles from './ContestLanding.css';

/** The visitor's accounts in the race (`signLoginList`): any makes a participant, none does not. */
export const raceAccountsMachine = sectionDataMachine<AccountInRace[]>();

export interface MyRaceLinkProps {
  /** The contest view whose race page the link opens. @default 'client' */
  variant?: 'client' | 'ib';
  /** @default the service's list of the visitor's accounts in the race */
  loadAccounts?: () => Promise<SectionDataOutput<AccountInRace[]>>;
}

/**
 * The landing page's link to the personal race page, shown only to a signed-in participant: someone
 * with at least one account in the race (`signLoginList`). A failed check says so, with "Try again",
 * rather than passing for "not in the race".
 */
export function MyRaceLink(props: MyRaceLinkProps) {
  const { status } = useSessionView();
  return status === 'signedIn' ? <ParticipantLink {...props} /> : null;
}

function ParticipantLink({ variant = 'client', loadAccounts = getSignLoginList }: MyRaceLinkProps) {
  const { t } = useLingui();
  const raceAccountsLogic = useMemo(
    () => raceAccountsMachine.provide({ actors: { load: fromPromise(() => loadAccounts()) } }),
    [loadAccounts],
  );
  const [snapshot, send] = useMachine(raceAccountsLogic);
  const failure = sectionFailure(snapshot, send);
  if (failure) {
    return (
      <div className={styles.ctaNotice}>
        <LoadFailedNotice
          {...failure}
        >{t`We could not check whether you have an account in the race.`}</LoadFailedNotice>
      </div>
    );
  }
  if (!snapshot.matches('ready')) return null;
  return (
    <Button asChild tone="ghost">
      <Link to={variant === 'ib' ? '/ib-doo-trader/my-race' : '/doo-trader/my-race'}>
        <Trans>See my race</Trans>
      </Link>
    </Button>
  );
}
