import { useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { Suspense, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { pageTermsOf, type PageTerms } from '../../../machines/pageTerms';
import { sectionDataMachine } from '../../../machines/sectionData.machine';
import { getTermsByQuarter, serviceNow } from '../../api';
import { useCatalogPart } from '../../i18n/catalogParts';
import { sectionFailure } from '../../shared/sectionFailure';
import { TermsCardView } from './TermsCardView';

export const termsMachine = sectionDataMachine<PageTerms>();

/** Whose terms, in which language: the page's first path segment and the reader's locale. */
export type TermsQuery = { page: string; lang: string };

/** The page's terms from the terms file in the reader's language, against the service clock's quarter. */
export async function loadPageTermsFromService({ page, lang }: TermsQuery): Promise<PageTerms | false> {
  const file = await getTermsByQuarter({ lang });
  const terms = pageTermsOf(file, page, serviceNow());
  if (file && !terms) console.error(`Terms file has no entry for "${page}"`);
  return terms;
}

export interface TermsCardSectionProps {
  /** The first segment of the page's path (`doo-trader`, `client`): the key of its terms entry. */
  pathSegment: string;
  /** Where the terms come from; the service by default (tests give a fake). */
  loadTerms?: (query: TermsQuery) => Promise<PageTerms | false>;
}

/**
 * The terms of the page's event. A failed call, or a file without this page's entry, says so and offers to
 * try again in place (issue 15): the terms of an offer are not left out silently. Its texts load with it.
 * The service writes them in the reader's language, so a switch of language asks for them again.
 */
export function TermsCardSection(props: TermsCardSectionProps) {
  const { i18n } = useLingui();
  return (
    <Suspense fallback={<section aria-busy="true" />}>
      <TermsCard key={i18n.locale} {...props} />
    </Suspense>
  );
}

function TermsCard({ pathSegment, loadTerms = loadPageTermsFromService }: TermsCardSectionProps) {
  useCatalogPart('legal');
  const { i18n } = useLingui();
  const termsLogic = useMemo(
    () =>
      termsMachine.provide({
        actors: { load: fromPromise(() => loadTerms({ page: pathSegment, lang: i18n.locale })) },
      }),
    [i18n.locale, loadTerms, pathSegment],
  );
  const [snapshot, send] = useMachine(termsLogic);
  if (snapshot.matches('ready') && snapshot.context.data) {
    return <TermsCardView status="ready" {...snapshot.context.data} />;
  }
  const failure = sectionFailure(snapshot, send);
  if (failure) return <TermsCardView status="failed" {...failure} />;
  return <TermsCardView status="loading" />;
}
