import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoute, useNavigate, useSearch } from '@tanstack/react-router';
import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { SessionUser } from '../../../contract/session';
import type { TransactionHistoryResponse } from '../../../contract/rewards';
import {
  filtersFromSearch,
  rewardFilterOptions,
  rewardFiltersMachine,
  type RewardFilters,
} from '../../../machines/rewardFilters.machine';
import { rewardFiltersSampleEvents } from '../../../machines/rewardFilters.fixtures';
import { describeModelPaths } from '../../../machines/testing/modelPaths';
import { renderRoutes } from '../../testing/renderRoutes';
import { RewardsHistory } from './RewardsHistory';
import { searchFromFilters } from './searchFromFilters';
import { transactionHistorySearch } from './transactionHistorySearch';

const client: SessionUser = {
  uuid: 'u-1',
  nationality: '1',
  switchUser: false,
  userType: 'crm_client',
  blacklist: [],
};
const options = rewardFilterOptions(client);
const noRewards = fromPromise<TransactionHistoryResponse>(async () => ({ records: [], total: 0 }));

const labels = {
  activityType: { rebate2025_activity: 'USDT rebate', client_event: 'Client quarterly event' },
  prize: { all: 'All', 0: 'Cash reward', 1: 'Reward' },
  status: { all: 'All', 1: 'Processing', 2: 'Completed', 3: 'Rejected', 4: 'Failed' },
  activityRound: { all: 'All', 1: 'Jan–Mar 2025', 2: 'Oct–Dec 2024', 3: 'Jun–Sep 2024' },
} as const;

const pressedIn = (container: HTMLElement, group: string) =>
  within(within(container).getByRole('group', { name: group })).getByRole('button', { pressed: true });

function expectPressed(container: HTMLElement, filters: RewardFilters) {
  expect(pressedIn(container, 'Event')).toHaveTextContent(
    labels.activityType[filters.activityType as 'client_event'],
  );
  expect(pressedIn(container, 'Prize')).toHaveTextContent(labels.prize[filters.prize ?? 'all']);
  expect(pressedIn(container, 'Status')).toHaveTextContent(labels.status[(filters.status ?? 'all') as 'all']);
  expect(pressedIn(container, 'Period')).toHaveTextContent(
    labels.activityRound[filters.activityRound ?? 'all'],
  );
}

function HistoryRoute() {
  const navigate = useNavigate();
  return (
    <RewardsHistory
      user={client}
      search={useSearch({ strict: false })}
      onSearchChange={(filters) =>
        void navigate({
          to: '/transaction-history',
          search: searchFromFilters(filters) as never,
          replace: true,
        })
      }
      loadRewards={noRewards as never}
    />
  );
}

const clickIn = async (user: ReturnType<typeof userEvent.setup>, container: HTMLElement, name: string) =>
  user.click(within(container).getByRole('button', { name }));

describeModelPaths(
  'RewardsHistory filters driven by rewardFilters',
  rewardFiltersMachine,
  {
    input: { options, search: {} },
    events: (snapshot) => rewardFiltersSampleEvents(snapshot.matches('drawer')),
    // Every state and transition is still reached; this keeps the rendered run to a few dozen paths.
    stopWhen: (snapshot) => snapshot.context.applied.prize === 1,
  },
  {
    render: async () => {
      const user = userEvent.setup();
      const view = await renderRoutes({
        initialPath: '/transaction-history',
        routes: (root) => [
          createRoute({
            getParentRoute: () => root,
            path: '/transaction-history',
            validateSearch: transactionHistorySearch,
            component: HistoryRoute,
          }),
        ],
      });
      return { ...view, user };
    },
    events: {
      'url.changed': async ({ router }, event) => {
        if (event.type !== 'url.changed') return;
        await act(() => router.navigate({ to: '/transaction-history', search: event.search as never }));
      },
      'filter.selected': async ({ user }) =>
        clickIn(user, screen.getByTestId('filter-rows'), 'Client quarterly event'),
      'drawer.opened': async ({ user }) => user.click(screen.getByRole('button', { name: 'Filters' })),
      'draft.selected': async ({ user }) => clickIn(user, screen.getByRole('dialog'), 'Reward'),
      'drawer.reset': async ({ user }) => clickIn(user, screen.getByRole('dialog'), 'Reset'),
      'drawer.confirmed': async ({ user }) => clickIn(user, screen.getByRole('dialog'), 'Confirm'),
      'drawer.dismissed': async ({ user }) => clickIn(user, screen.getByRole('dialog'), 'Close'),
    },
    states: {
      rows: async ({ router }, expected) => {
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expectPressed(screen.getByTestId('filter-rows'), expected.context.applied);
        // The address says what the rows show (§2), however the change came.
        await waitFor(() =>
          expect(filtersFromSearch(router.state.location.search, options)).toEqual(expected.context.applied),
        );
      },
      drawer: ({ router }, expected) => {
        const drawer = screen.getByRole('dialog', { name: 'Filter rewards' });
        expectPressed(drawer, expected.context.draft);
        // Nothing in the drawer reaches the address before Confirm.
        expect(filtersFromSearch(router.state.location.search, options)).toEqual(expected.context.applied);
      },
    },
    cleanup: ({ unmount }) => unmount(),
  },
);
