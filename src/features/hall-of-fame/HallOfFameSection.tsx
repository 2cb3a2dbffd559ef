import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { sectionDataMachine } from '../../../machines/sectionData.machine';
import type { HallOfFameEntry } from '../../../contract';
import { getHallOfFame } from '../../api';
import { useSessionView } from '../../app/session/sessionView';
import { displayCurrency } from '../../i18n/format';
import { sectionFailure } from '../../shared/sectionFailure';
import { HallOfFameView } from './HallOfFameView';
import { useCatalogPart } from '../../i18n/catalogParts';

export const hallOfFameMachine = sectionDataMachine<HallOfFameEntry[]>();

export interface HallOfFameSectionProps {
  /** Where the entries come from; the hall-of-fame file by default (tests give a fake). */
  loadEntries?: () => Promise<HallOfFameEntry[] | false>;
}

/** The hall of fame from its file; a failed call says so and offers to try again. */
export function HallOfFameSection({ loadEntries = getHallOfFame }: HallOfFameSectionProps) {
  useCatalogPart('landing');
  const currency = displayCurrency(useSessionView().user?.nationality);
  const hallOfFameLogic = useMemo(
    () =>
      hallOfFameMachine.provide({
        actors: { load: fromPromise<HallOfFameEntry[] | false>(() => loadEntries()) },
      }),
    [loadEntries],
  );
  const [snapshot, send] = useMachine(hallOfFameLogic);
  if (snapshot.matches('ready') && snapshot.context.data) {
    return <HallOfFameView status="ready" entries={snapshot.context.data} currency={currency} />;
  }
  const failure = sectionFailure(snapshot, send);
  if (failure) return <HallOfFameView status="failed" {...failure} />;
  return <HallOfFameView status={snapshot.hasTag('loading') ? 'loading' : 'empty'} />;
}
