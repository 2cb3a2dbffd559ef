import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { SessionUser } from '../../../contract/session';
import {
  rewardFilterOptions,
  rewardFiltersMachine,
  type RewardFilters,
  type RewardFiltersSearch,
} from '../../../machines/rewardFilters.machine';
import { rewardsListMachine } from '../../../machines/rewardsList.machine';
import { useLatestAfterNextPaint } from '../../shared/useLatestAfterNextPaint';
import { loadRewardsPage } from './loadRewardsPage';
import { RewardFiltersPanel } from './RewardFiltersPanel';
import { RewardsListView, type RewardsListStatus } from './RewardsListView';

export interface RewardsHistoryProps {
  user: SessionUser;
  /** The address's filters, as the route read them. */
  search: RewardFiltersSearch;
  /** Writes applied filters to the address, replacing the history entry (§2: no entry per click). */
  onSearchChange: (filters: RewardFilters) => void;
  /** The list's loader; the service's by default, a fake in tests and stories. */
  loadRewards?: typeof loadRewardsPage;
}

/** The signed-in visitor's filters (kept in step with the address) and the rewards they select. */
export function RewardsHistory({
  user,
  search,
  onSearchChange,
  loadRewards = loadRewardsPage,
}: RewardsHistoryProps) {
  const options = useMemo(() => rewardFilterOptions(user), [user]);
  // Written once the choice has painted: writing renders the whole route again, which in the click doubled
  // the work before the closed drawer showed.
  const addressWrite = useLatestAfterNextPaint();
  const rewardFiltersLogic = useMemo(
    () =>
      rewardFiltersMachine.provide({
        actions: { syncUrl: (_, applied) => addressWrite.schedule(() => onSearchChange(applied)) },
      }),
    [addressWrite, onSearchChange],
  );
  const [filters, sendFilter] = useMachine(rewardFiltersLogic, { input: { options, search } });
  const { applied } = filters.context;
  // Provided again only when the loader changes: each `provide` builds the machine's states anew.
  const listLogic = useMemo(() => rewardsListMachine.provide({ actors: { loadRewards } }), [loadRewards]);
  const [list, sendList] = useMachine(listLogic, { input: { filters: applied } });

  const { activityType, prize, status, activityRound } = search;
  useEffect(() => {
    // An address the visitor changed (Back, a link) wins over a write still waiting for its frame.
    addressWrite.cancel();
    sendFilter({ type: 'url.changed', search: { activityType, prize, status, activityRound } });
  }, [addressWrite, sendFilter, activityType, prize, status, activityRound]);

  useEffect(() => {
    sendList({ type: 'filters.changed', filters: applied });
  }, [sendList, applied]);

  const listStatus: RewardsListStatus = list.hasTag('busy')
    ? 'loading'
    : list.matches('failed')
      ? 'failed'
      : list.matches('empty')
        ? 'empty'
        : 'listed';

  return (
    <>
      <RewardFiltersPanel
        options={options}
        userType={user.userType}
        applied={applied}
        draft={filters.hasTag('drawerOpen') ? filters.context.draft : undefined}
        onFilterSelected={(filter, value) => sendFilter({ type: 'filter.selected', filter, value })}
        onDrawerOpened={() => sendFilter({ type: 'drawer.opened' })}
        onDraftSelected={(filter, value) => sendFilter({ type: 'draft.selected', filter, value })}
        onDrawerReset={() => sendFilter({ type: 'drawer.reset' })}
        onDrawerConfirmed={() => sendFilter({ type: 'drawer.confirmed' })}
        onDrawerDismissed={() => sendFilter({ type: 'drawer.dismissed' })}
      />
      <RewardsListView
        status={listStatus}
        records={list.context.records}
        total={list.context.total}
        page={list.context.page}
        announcePage={list.context.pageChosen}
        userType={user.userType}
        nationality={user.nationality}
        onPageChange={(page) => sendList({ type: 'page.selected', page })}
        onRetry={() => sendList({ type: 'retry' })}
      />
    </>
  );
}
