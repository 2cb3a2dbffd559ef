import { useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { Suspense, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { calendarYearOf, type FooterQuery, type FooterResponse } from '../../../contract';
import { sectionDataMachine } from '../../../machines/sectionData.machine';
import { getFooter, serviceNow } from '../../api';
import { useCatalogPart } from '../../i18n/catalogParts';
import { sectionFailure } from '../../shared/sectionFailure';
import { SiteFooterView } from './SiteFooterView';

export const footerMachine = sectionDataMachine<FooterResponse>();

export interface SiteFooterSectionProps {
  /** Where the footer comes from; the service by default (tests give a fake). */
  loadFooter?: (query: FooterQuery) => Promise<FooterResponse | false>;
  /** The service clock's now, in epoch ms; the app's service clock by default. */
  now?: () => number;
}

/** The footer's place while its texts or its answer load, marked busy: the page keeps its room meanwhile. */
const loadingFooter = <section aria-busy="true" />;

/**
 * The footer from `getFooter` in the reader's language. A regulated broker always shows its risk warning
 * (issue 15): when the call fails, a standard translated risk warning stands in, labelled as such, with
 * "Try again" in place. Its texts load with it. A switch of language asks for the footer again.
 */
export function SiteFooterSection(props: SiteFooterSectionProps) {
  const { i18n } = useLingui();
  return (
    <Suspense fallback={loadingFooter}>
      <SiteFooter key={i18n.locale} {...props} />
    </Suspense>
  );
}

function SiteFooter({ loadFooter = getFooter, now = serviceNow }: SiteFooterSectionProps) {
  useCatalogPart('legal');
  const { i18n } = useLingui();
  const footerLogic = useMemo(
    () => footerMachine.provide({ actors: { load: fromPromise(() => loadFooter({ lang: i18n.locale })) } }),
    [i18n.locale, loadFooter],
  );
  const [snapshot, send] = useMachine(footerLogic);
  if (snapshot.matches('ready') && snapshot.context.data) {
    return <SiteFooterView status="ready" footer={snapshot.context.data} />;
  }
  const failure = sectionFailure(snapshot, send);
  if (failure) return <SiteFooterView status="failed" copyrightYear={calendarYearOf(now())} {...failure} />;
  return loadingFooter;
}
