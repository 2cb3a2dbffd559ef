import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CoinsArt } from './EventArt';
import { OfferOverviewSection, type OfferOverviewSectionProps } from './OfferOverviewSection';
import { EventHero, EventHighlights, EventJoin, EventPage, EventSteps } from './EventPageParts';
import { useEventEligibility } from './useEventEligibility';

/** `/usdt`: the USDT rebate event (also the base path of the contest's landing page, §2). */
export function UsdtEventPage({
  terms,
  loadSummary,
}: {
  terms?: ReactNode;
  /** Where the event's overview comes from; the service by default (stories give a fixture). */
  loadSummary?: OfferOverviewSectionProps['loadSummary'];
}) {
  const { t } = useLingui();
  const eligible = useEventEligibility('usdt');
  return (
    <EventPage>
      <EventHero
        eyebrow={t`2025 rebate`}
        title={t`USDT rebate event`}
        lead={t`Fund your account with USDT and trade: every qualifying lot earns you a cash rebate.`}
        art={<CoinsArt />}
      />
      <OfferOverviewSection event="usdt" loadSummary={loadSummary} />
      <EventHighlights
        items={[
          {
            title: t`A rebate on every lot`,
            text: t`Each qualifying lot you trade after a USDT deposit adds to your rebate.`,
          },
          {
            title: t`Paid in cash`,
            text: t`Rebates are paid as cash rewards to your trading account after review.`,
          },
          {
            title: t`Every payment in view`,
            text: t`Your transaction history shows each rebate and its status.`,
          },
        ]}
      />
      <EventSteps
        steps={[
          t`Log in or open a client account.`,
          t`Deposit USDT into your trading account.`,
          t`Trade qualifying products; we pay your rebate after review.`,
        ]}
      />
      <EventJoin eligible={eligible} />
      {terms}
    </EventPage>
  );
}
