import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { sectionDataMachine } from '../../../machines/sectionData.machine';
import type { TermsByQuarter, TermsEntry } from '../../../contract';
import { getTermsByQuarter } from '../../api';
import { TermsCardView } from './TermsCardView';

export const termsMachine = sectionDataMachine<TermsEntry>();

export interface TermsCardSectionProps {
  /** The first segment of the page's path (`doo-trader`, `ib-doo-trader`): the key of its terms entry. */
  pathSegment: string;
  /** Where the terms file comes from; the service by default (tests give a fake). */
  loadTerms?: () => Promise<TermsByQuarter | false>;
}

/**
 * The terms entry of this page from the terms file. §8: a failed call, or a file without this page's entry,
 * is only logged and the card is left out.
 */
export function TermsCardSection({ pathSegment, loadTerms = getTermsByQuarter }: TermsCardSectionProps) {
  const [snapshot] = useMachine(
    termsMachine.provide({
      actors: {
        load: fromPromise(async () => {
          const file = await loadTerms();
          const entry = file ? file[pathSegment] : undefined;
          if (file && !entry) console.error(`Terms file has no entry for "${pathSegment}"`);
          return entry ?? false;
        }),
      },
    }),
  );
  if (snapshot.hasTag('loading')) return <TermsCardView status="loading" />;
  if (snapshot.matches('ready') && snapshot.context.data) {
    return <TermsCardView status="ready" terms={snapshot.context.data} />;
  }
  return null;
}
