import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { sectionDataMachine } from '../../../machines/sectionData.machine';
import type { PrizeInfo } from '../../../contract';
import { getRankingPrizeInfo } from '../../api';
import { PrizePoolView, type PrizePoolViewProps } from './PrizePoolView';

export const prizeInfoMachine = sectionDataMachine<PrizeInfo>();

export type PrizePoolSectionProps = Omit<PrizePoolViewProps, 'status' | 'prizeInfo'> & {
  /** Where the prize info comes from; the service by default (stories and tests give a fake). */
  loadPrizeInfo?: () => Promise<PrizeInfo | false>;
};

/** The prize pool with its prize info from the service; a failed call shows the §9 defaults. */
export function PrizePoolSection({ loadPrizeInfo = getRankingPrizeInfo, ...props }: PrizePoolSectionProps) {
  const [snapshot] = useMachine(
    prizeInfoMachine.provide({ actors: { load: fromPromise(() => loadPrizeInfo()) } }),
  );
  return (
    <PrizePoolView
      {...props}
      status={snapshot.hasTag('loading') ? 'loading' : 'ready'}
      prizeInfo={snapshot.context.data}
    />
  );
}
