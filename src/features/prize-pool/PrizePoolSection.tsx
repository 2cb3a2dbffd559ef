import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { sectionDataMachine } from '../../../machines/sectionData.machine';
import type { PrizeInfo } from '../../../contract';
import { getRankingPrizeInfo } from '../../api';
import { sectionFailure } from '../../shared/sectionFailure';
import { PrizePoolView, type PrizePoolViewProps } from './PrizePoolView';

export const prizeInfoMachine = sectionDataMachine<PrizeInfo>();

export type PrizePoolSectionProps = Omit<PrizePoolViewProps, 'status' | 'prizeInfo' | 'failure'> & {
  /** Where the prize info comes from; the service by default (stories and tests give a fake). */
  loadPrizeInfo?: () => Promise<PrizeInfo | false>;
};

/**
 * The prize pool with its prize info from the service; a failed call shows the §9 defaults, labelled as the
 * usual amounts, with "Try again".
 */
export function PrizePoolSection({ loadPrizeInfo = getRankingPrizeInfo, ...props }: PrizePoolSectionProps) {
  const prizeInfoLogic = useMemo(
    () => prizeInfoMachine.provide({ actors: { load: fromPromise(() => loadPrizeInfo()) } }),
    [loadPrizeInfo],
  );
  const [snapshot, send] = useMachine(prizeInfoLogic);
  return (
    <PrizePoolView
      {...props}
      status={snapshot.matches({ loading: 'first' }) ? 'loading' : 'ready'}
      prizeInfo={snapshot.context.data}
      failure={sectionFailure(snapshot, send)}
    />
  );
}
