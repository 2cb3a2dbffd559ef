import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { OfferEvent } from '../../../contract';
import { summarizeOffer, type OfferSummary } from '../../../machines/offerStanding';
import { sectionDataMachine } from '../../../machines/sectionData.machine';
import { getOfferOverview, serviceNow } from '../../api';
import { useSessionView } from '../../app/session/sessionView';
import { displayCurrency } from '../../i18n/format';
import { sectionFailure } from '../../shared/sectionFailure';
import { OfferOverviewView } from './OfferOverviewView';

export const offerOverviewMachine = sectionDataMachine<OfferSummary>();

export type OfferOverviewQuery = { event: OfferEvent; lang: string };

/** The event's overview from the service, read against the service clock's now. */
export async function loadOfferSummary(query: OfferOverviewQuery): Promise<OfferSummary | false> {
  const overview = await getOfferOverview(query);
  return overview && summarizeOffer(overview, serviceNow());
}

export interface OfferOverviewSectionProps {
  event: OfferEvent;
  /** Where the overview comes from; the service by default (tests give a fake). */
  loadSummary?: (query: OfferOverviewQuery) => Promise<OfferSummary | false>;
}

/**
 * The event's period, rules, tiers and the person's progress. It asks again when the person signs in or
 * out or switches type (the count is theirs) and when the reader switches language (the service writes the
 * rules in it), and a failure says so with "Try again" in place.
 */
export function OfferOverviewSection(props: OfferOverviewSectionProps) {
  const { i18n } = useLingui();
  const { status, user } = useSessionView();
  // Until the session is known, whose count to ask for is not known either: one request, not two.
  if (status === 'loading') return <OfferOverviewView status="loading" currency="USD" visitor={false} />;
  const reader = user ? `${user.uuid}:${user.userType}` : status;
  return <OfferOverview key={`${reader}:${i18n.locale}`} {...props} />;
}

function OfferOverview({ event, loadSummary = loadOfferSummary }: OfferOverviewSectionProps) {
  const { i18n } = useLingui();
  const { status, user } = useSessionView();
  const offerOverviewLogic = useMemo(
    () =>
      offerOverviewMachine.provide({
        actors: { load: fromPromise(() => loadSummary({ event, lang: i18n.locale })) },
      }),
    [event, i18n.locale, loadSummary],
  );
  const [snapshot, send] = useMachine(offerOverviewLogic);
  const shared = { currency: displayCurrency(user?.nationality), visitor: status === 'signedOut' };
  if (snapshot.matches('ready') && snapshot.context.data) {
    return <OfferOverviewView status="ready" summary={snapshot.context.data} {...shared} />;
  }
  const failure = sectionFailure(snapshot, send);
  if (failure) return <OfferOverviewView status="failed" {...failure} {...shared} />;
  return <OfferOverviewView status="loading" {...shared} />;
}
