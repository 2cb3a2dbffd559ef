import { Card, Skeleton } from '@doo/design-system';
import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { Fragment, type ReactNode, useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { ActivityPeriod, RewardRecord } from '../../../contract';
import { CLIENT_EVENT_PERIODS, periodSelectorMachine } from '../../../machines/periodSelector.machine';
import { sectionDataMachine, type SectionDataOutput } from '../../../machines/sectionData.machine';
import { getTraderDropdown, getTransactionHistory } from '../../api';
import { useSessionView } from '../../app/session/sessionView';
import { LoadFailedLine } from '../../shared/LoadFailedLine';
import { LoadFailedNotice } from '../../shared/LoadFailedNotice';
import { sectionFailure } from '../../shared/sectionFailure';
import { clientEventPeriods } from './clientEventPeriods';
import { ClientEventStatus } from './ClientEventStatus';
import * as styles from './ClientEvent.css';
import { TrophyArt } from './EventArt';
import { EventHero, EventHighlights, EventJoin, EventPage, EventSteps } from './EventPageParts';
import { PeriodSelector } from './PeriodSelector';
import { useEventEligibility } from './useEventEligibility';

export const periodsMachine = sectionDataMachine<readonly ActivityPeriod[]>();
export const clientRewardsMachine = sectionDataMachine<readonly RewardRecord[]>();

export interface ClientEventPageProps {
  /** The terms card of the page, composed by the route. */
  terms?: ReactNode;
  /** `/api/trader/dropdown`: the periods' activity times and pending claims. */
  loadPeriods?: () => Promise<SectionDataOutput<readonly ActivityPeriod[]>>;
  /** The signed-in client's client-event rewards, for the prize status pictures. */
  loadRewards?: () => Promise<SectionDataOutput<readonly RewardRecord[]>>;
  /** The current time; the service's clock unless a test or story fixes it. */
  now?: () => number;
}

const loadClientRewards = async (): Promise<SectionDataOutput<readonly RewardRecord[]>> => {
  const answer = await getTransactionHistory({
    activityType: 'client_event',
    pagesize: 100,
    lang: i18n.locale,
  });
  return answer === false ? false : answer.records;
};

/** `/client`: the client quarterly event with its period selector, countdown and prize status (§2, §4). */
export function ClientEventPage({
  terms,
  loadPeriods = getTraderDropdown,
  loadRewards = loadClientRewards,
  now,
}: ClientEventPageProps) {
  const { t, i18n: lingui } = useLingui();
  const { user } = useSessionView();
  const eligible = useEventEligibility('client');
  const [selector, sendSelector] = useMachine(periodSelectorMachine, {
    input: { values: CLIENT_EVENT_PERIODS.map((period) => period.value) },
  });
  const periodsLogic = useMemo(
    () => periodsMachine.provide({ actors: { load: fromPromise(() => loadPeriods()) } }),
    [loadPeriods],
  );
  const [periodsData, sendPeriods] = useMachine(periodsLogic);
  const periodsFailure = sectionFailure(periodsData, sendPeriods);

  const periods = clientEventPeriods(periodsData.context.data ?? []);
  const selected = periods.find((period) => period.value === selector.context.selected) ?? periods[0]!;
  const renderStatus = (rewards: readonly RewardRecord[]) => (
    <ClientEventStatus
      key={selected.value}
      activityName={selected.value}
      dropdown={periodsData.context.data ?? []}
      rewards={rewards}
      now={now}
    />
  );

  return (
    <EventPage>
      <EventHero
        eyebrow={t`Every quarter`}
        title={t`Client quarterly event`}
        lead={t`Trade during the quarter and win prizes chosen for our clients. Each quarter starts afresh.`}
        art={<TrophyArt />}
      />
      <div className={styles.panel}>
        <Card title={t`Event period`} titleLevel={2}>
          <PeriodSelector
            periods={periods}
            selected={selected}
            open={selector.hasTag('expanded')}
            onToggle={() => sendSelector({ type: 'selector.toggled' })}
            onDismiss={() => sendSelector({ type: 'selector.dismissed' })}
            onSelect={(value) => sendSelector({ type: 'period.selected', value })}
          />
        </Card>
        <Card title={t`Time left`} titleLevel={2}>
          <div className={styles.timeLeftBody}>
            {periodsFailure ? (
              // Without the periods' times no countdown or prize status would be true: said, with Try again.
              <LoadFailedNotice
                {...periodsFailure}
              >{t`The event period could not be loaded.`}</LoadFailedNotice>
            ) : periodsData.hasTag('loading') ? (
              <Skeleton label={t`Loading the event period`} rows={1} rowHeight={72} />
            ) : user?.userType === 'crm_client' ? (
              // Asked again for another client, and in a new language: the service names the rewards in it.
              <WithClientRewards key={`${user.uuid}:${lingui.locale}`} loadRewards={loadRewards}>
                {renderStatus}
              </WithClientRewards>
            ) : (
              renderStatus([])
            )}
          </div>
        </Card>
      </div>
      <EventHighlights
        items={[
          {
            title: t`Prizes every quarter`,
            text: t`Cash rewards and gifts for clients who trade actively during the quarter.`,
          },
          {
            title: t`Clear review`,
            text: t`After the quarter ends we review each entry and show its status on this page.`,
          },
          {
            title: t`Follow your prizes`,
            text: t`Your transaction history lists every prize and where it stands.`,
          },
        ]}
      />
      <EventSteps
        steps={[
          t`Log in to your client account.`,
          t`Trade during the quarter you want to take part in.`,
          t`After the quarter ends, check the status of your prize here.`,
        ]}
      />
      <EventJoin eligible={eligible} />
      {terms}
    </EventPage>
  );
}

/** Loads the signed-in client's client-event rewards before the status, so it never shows a stale one. */
function WithClientRewards({
  loadRewards,
  children,
}: {
  loadRewards: NonNullable<ClientEventPageProps['loadRewards']>;
  children: (rewards: readonly RewardRecord[]) => ReactNode;
}) {
  const { t } = useLingui();
  const clientRewardsLogic = useMemo(
    () => clientRewardsMachine.provide({ actors: { load: fromPromise(() => loadRewards()) } }),
    [loadRewards],
  );
  const [rewards, sendRewards] = useMachine(clientRewardsLogic);
  const failure = sectionFailure(rewards, sendRewards);
  // A failed rewards call loses only the claim's status: the countdown and a waiting prize still show, and the
  // missing status is said, with Try again, rather than passing for "no claim".
  // The status reads the rewards once, when it starts: keyed apart, it starts again with the answer of a retry.
  if (failure) {
    return (
      <Fragment key="without-rewards">
        {children([])}
        <LoadFailedLine {...failure}>{t`The status of your claim could not be loaded.`}</LoadFailedLine>
      </Fragment>
    );
  }
  if (rewards.hasTag('loading'))
    return <Skeleton label={t`Loading the event period`} rows={1} rowHeight={72} />;
  return <Fragment key="with-rewards">{children(rewards.context.data ?? [])}</Fragment>;
}
