import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { sectionDataMachine } from '../../../machines/sectionData.machine';
import type { CategoryDetails } from '../../../contract';
import { getEntryCondition } from '../../api';
import { useSessionView } from '../../app/session/sessionView';
import { useCatalogPart } from '../../i18n/catalogParts';
import { displayCurrency } from '../../i18n/format';
import { EntryRequirementsView } from './EntryRequirementsView';

export const entryConditionMachine = sectionDataMachine<CategoryDetails[]>();

export interface EntryRequirementsSectionProps {
  /** Where the categories come from; the service by default (tests give a fake). */
  loadCategories?: () => Promise<CategoryDetails[] | false>;
}

/** The entry requirements table with its categories from the service. */
export function EntryRequirementsSection({
  loadCategories = getEntryCondition,
}: EntryRequirementsSectionProps) {
  // Its texts load with it, in the landing page's lower sections' catalog part.
  useCatalogPart('landing');
  const currency = displayCurrency(useSessionView().user?.nationality);
  const entryConditionLogic = useMemo(
    () => entryConditionMachine.provide({ actors: { load: fromPromise(() => loadCategories()) } }),
    [loadCategories],
  );
  const [snapshot, send] = useMachine(entryConditionLogic);
  if (snapshot.matches('ready') && snapshot.context.data) {
    return <EntryRequirementsView status="ready" categories={snapshot.context.data} currency={currency} />;
  }
  if (snapshot.matches('failed')) {
    return <EntryRequirementsView status="failed" onRetry={() => send({ type: 'retry' })} />;
  }
  return <EntryRequirementsView status={snapshot.matches('empty') ? 'empty' : 'loading'} />;
}
