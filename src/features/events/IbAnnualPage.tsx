import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CalendarArt } from './EventArt';
import { OfferOverviewSection, type OfferOverviewSectionProps } from './OfferOverviewSection';
import { EventHero, EventHighlights, EventJoin, EventPage, EventSteps } from './EventPageParts';
import { useEventEligibility } from './useEventEligibility';

/** `/ibyearoffer`: the IB annual event (§2). */
export function IbAnnualPage({
  terms,
  loadSummary,
}: {
  terms?: ReactNode;
  /** Where the event's overview comes from; the service by default (stories give a fixture). */
  loadSummary?: OfferOverviewSectionProps['loadSummary'];
}) {
  const { t } = useLingui();
  const eligible = useEventEligibility('ibyearoffer');
  return (
    <EventPage>
      <EventHero
        eyebrow={t`For introducing brokers`}
        title={t`IB annual event`}
        lead={t`A whole year of partnership, rewarded: the more your network trades, the larger your annual reward.`}
        art={<CalendarArt />}
      />
      <OfferOverviewSection event="ibyearoffer" loadSummary={loadSummary} />
      <EventHighlights
        items={[
          {
            title: t`Rewards for the whole year`,
            text: t`Your network's results across the year count towards one annual reward.`,
          },
          {
            title: t`Tiers that grow with you`,
            text: t`Higher annual volume moves you to a higher reward tier.`,
          },
          {
            title: t`Clear payouts`,
            text: t`Follow each bonus and its status in your transaction history.`,
          },
        ]}
      />
      <EventSteps
        steps={[
          t`Log in to your IB account.`,
          t`Build your network's trading throughout the year.`,
          t`After the year ends, your reward is reviewed and paid.`,
        ]}
      />
      <EventJoin eligible={eligible} />
      {terms}
    </EventPage>
  );
}
