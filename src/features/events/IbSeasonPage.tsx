import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PartnerArt } from './EventArt';
import { OfferOverviewSection, type OfferOverviewSectionProps } from './OfferOverviewSection';
import { EventHero, EventHighlights, EventJoin, EventPage, EventSteps } from './EventPageParts';
import { useEventEligibility } from './useEventEligibility';

/** `/iboffer`: the IB season event, the default page for introducing brokers (§2). */
export function IbSeasonPage({
  terms,
  loadSummary,
}: {
  terms?: ReactNode;
  /** Where the event's overview comes from; the service by default (stories give a fixture). */
  loadSummary?: OfferOverviewSectionProps['loadSummary'];
}) {
  const { t } = useLingui();
  const eligible = useEventEligibility('iboffer');
  return (
    <EventPage>
      <EventHero
        eyebrow={t`For introducing brokers`}
        title={t`IB season event`}
        lead={t`Grow your client network this season and earn bonuses on top of your usual commission.`}
        art={<PartnerArt />}
      />
      <OfferOverviewSection event="iboffer" loadSummary={loadSummary} />
      <EventHighlights
        items={[
          {
            title: t`Season bonuses`,
            text: t`Reach the season's targets for new clients and trading volume to earn a cash bonus.`,
          },
          {
            title: t`A new start each season`,
            text: t`Every season counts on its own, so you can join at any time.`,
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
          t`Refer clients and support their trading during the season.`,
          t`After the season ends, your bonus is reviewed and paid.`,
        ]}
      />
      <EventJoin eligible={eligible} />
      {terms}
    </EventPage>
  );
}
