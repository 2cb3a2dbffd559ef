import { VisuallyHidden } from '@doo/design-system';
import { useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useId, useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { FailedEnrolment } from '../../../contract/contest';
import { sectionDataMachine } from '../../../machines/sectionData.machine';
import { getFailRegisterList } from '../../api/getFailRegisterList';
import { displayCurrency } from '../../i18n/format';
import { useSessionView } from '../../app/session/sessionView';
import { LoadFailedNotice } from '../../shared/LoadFailedNotice';
import { useSettledSignal } from '../../shared/useSettledSignal';
import { sectionFailure } from '../../shared/sectionFailure';
import { FailedEnrolmentList, type FailedEnrolmentListProps } from './FailedEnrolmentList';
import * as styles from './FailedEnrolment.css';

export const failedEnrolmentMachine = sectionDataMachine<FailedEnrolment[]>();

export interface FailedEnrolmentSectionProps extends Pick<FailedEnrolmentListProps, 'action'> {
  /** @default the service's `failRegisterList` */
  loadFailedEnrolments?: () => Promise<FailedEnrolment[] | false>;
  /** Called once it is known whether the section shows: a page may hold back what follows it. */
  onSettled?: () => void;
}

/**
 * §2 landing section 4: the signed-in user's accounts whose automatic enrolment failed. Only a user
 * with a session sees it (§6); with nothing to report, or while loading, it takes no room. A failed call
 * says so, with "Try again", rather than passing for "no account failed".
 */
export function FailedEnrolmentSection(props: FailedEnrolmentSectionProps) {
  const { status } = useSessionView();
  const { onSettled } = props;
  // Without a session there is no list to wait for: settled as soon as the session is known.
  useSettledSignal(status === 'loading' || status === 'signedIn', onSettled);
  if (status !== 'signedIn') return null;
  return <LoadedFailedEnrolments {...props} />;
}

function LoadedFailedEnrolments({
  loadFailedEnrolments = getFailRegisterList,
  action,
  onSettled,
}: FailedEnrolmentSectionProps) {
  const { t } = useLingui();
  const titleId = useId();
  const { user } = useSessionView();
  const failedEnrolmentLogic = useMemo(
    () => failedEnrolmentMachine.provide({ actors: { load: fromPromise(() => loadFailedEnrolments()) } }),
    [loadFailedEnrolments],
  );
  const [snapshot, send] = useMachine(failedEnrolmentLogic);
  const failure = sectionFailure(snapshot, send);
  useSettledSignal(snapshot.hasTag('loading'), onSettled);
  const content = failure ? (
    <LoadFailedNotice {...failure}>
      {t`We could not check whether any of your accounts failed to enter the contest.`}
    </LoadFailedNotice>
  ) : snapshot.matches('ready') && snapshot.context.data ? (
    <FailedEnrolmentList
      accounts={snapshot.context.data}
      currency={displayCurrency(user?.nationality)}
      action={action}
    />
  ) : null;
  if (!content) return null;
  return (
    <section className={styles.section} aria-labelledby={titleId} data-section="failed-enrolment">
      <VisuallyHidden as="div">
        <h2 id={titleId}>{t`Accounts not enrolled`}</h2>
      </VisuallyHidden>
      {content}
    </section>
  );
}
