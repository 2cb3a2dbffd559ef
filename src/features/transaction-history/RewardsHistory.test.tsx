import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoute, useNavigate, useSearch } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { SessionUser } from '../../../contract/session';
import type { TransactionHistoryResponse } from '../../../contract/rewards';
import {
  filtersFromSearch,
  rewardFilterOptions,
  rewardFiltersMachine,
  type RewardFilters,
  type RewardFiltersSearch,
} from '../../../machines/rewardFilters.machine';
import { rewardFiltersSampleEvents } from '../../../machines/rewardFilters.fixtures';
import { rewardsListMachine, type RewardsPageRequest } from '../../../machines/rewardsList.machine';
import { describeModelPaths } from '../../../machines/testing/modelPaths';
import { failureCause } from '../../../machines/testing/plainWords';
import { flushPromises } from '../../../machines/testing/promiseStub';
import { activateSourceLocale } from '../../testing/i18n';
import { renderRoutes } from '../../testing/renderRoutes';
import { cashReward } from './rewardRecord.fixtures';
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

function HistoryRoute({ loadRewards = noRewards }: { loadRewards?: typeof noRewards }) {
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
      loadRewards={loadRewards as never}
    />
  );
}

const clickIn = async (user: ReturnType<typeof userEvent.setup>, container: HTMLElement, name: string) =>
  user.click(within(container).getByRole('button', { name }));

const groups = { activityType: 'Event', prize: 'Prize', status: 'Status', activityRound: 'Period' } as const;
type ChipEvent = { filter: keyof typeof groups; value: string | number };
const chipLabel = ({ filter, value }: ChipEvent) =>
  (labels[filter] as Record<string, string>)[String(value)]!;

/** Clicks the chip the event names: its value's label in its filter's group. */
const clickChip = async (
  user: ReturnType<typeof userEvent.setup>,
  container: HTMLElement,
  event: ChipEvent,
) =>
  user.click(
    within(within(container).getByRole('group', { name: groups[event.filter] })).getByRole('button', {
      name: chipLabel(event),
    }),
  );

const searchText = (search: Record<string, unknown>) =>
  `?${Object.entries(search)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join('&')}`;

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
    render: async () => ({ ...(await renderHistoryWith(noRewards)), user: userEvent.setup() }),
    events: {
      'url.changed': async ({ router }, event) => {
        if (event.type !== 'url.changed') return;
        await act(() => router.navigate({ to: '/transaction-history', search: event.search as never }));
      },
      'filter.selected': async ({ user }, event) =>
        clickChip(user, screen.getByTestId('filter-rows'), event as ChipEvent),
      'drawer.opened': async ({ user }) => user.click(screen.getByRole('button', { name: 'Filters' })),
      'draft.selected': async ({ user }, event) =>
        clickChip(user, screen.getByRole('dialog'), event as ChipEvent),
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
    say: {
      'xstate.init': 'Open /transaction-history signed in as a client.',
      'url.changed': (event) =>
        `Open the address /transaction-history${searchText((event as { search: Record<string, unknown> }).search)}.`,
      'filter.selected': (event) =>
        `Click *${chipLabel(event as unknown as ChipEvent)}* in the *${groups[(event as unknown as ChipEvent).filter]}* row.`,
      'drawer.opened': 'Click *Filters* (on a phone).',
      'draft.selected': (event) =>
        `In the drawer, click *${chipLabel(event as unknown as ChipEvent)}* under *${groups[(event as unknown as ChipEvent).filter]}*.`,
      'drawer.reset': 'Click *Reset* in the drawer.',
      'drawer.confirmed': 'Click *Confirm* in the drawer.',
      'drawer.dismissed': 'Close the drawer with *Close*.',
    },
  },
);

function renderHistoryWith(loadRewards: typeof noRewards) {
  return renderRoutes({
    initialPath: '/transaction-history',
    routes: (root) => [
      createRoute({
        getParentRoute: () => root,
        path: '/transaction-history',
        validateSearch: transactionHistorySearch,
        component: () => <HistoryRoute loadRewards={loadRewards} />,
      }),
    ],
  });
}

const twoPages: TransactionHistoryResponse = { records: [cashReward(1), cashReward(2)], total: 12 };
const noneFound: TransactionHistoryResponse = { records: [], total: 0 };

/** The rewards loader, each call held until the path settles the latest (older ones were cancelled). */
function heldRewards() {
  const calls: Array<{
    input: RewardsPageRequest;
    resolve: (answer: TransactionHistoryResponse) => void;
    reject: (error: unknown) => void;
  }> = [];
  const logic = fromPromise<TransactionHistoryResponse, RewardsPageRequest>(
    ({ input }) => new Promise((resolve, reject) => void calls.push({ input, resolve, reject })),
  );
  return { logic, calls };
}

async function renderRewardsList() {
  const loader = heldRewards();
  const view = await renderHistoryWith(loader.logic as never);
  return { ...view, loader, user: userEvent.setup() };
}
type ListSystem = Awaited<ReturnType<typeof renderRewardsList>>;

const settleLatest = async (
  { loader }: ListSystem,
  how: (call: ListSystem['loader']['calls'][number]) => void,
) => {
  how(loader.calls.at(-1)!);
  await act(() => flushPromises());
};

describeModelPaths(
  'RewardsHistory list driven by rewardsList',
  rewardsListMachine,
  {
    input: { filters: filtersFromSearch({}, options) },
    events: [
      { type: 'xstate.done.actor.loadRewards', output: twoPages },
      { type: 'xstate.done.actor.loadRewards', output: noneFound },
      {
        type: 'xstate.error.actor.loadRewards',
        error: Object.assign(new Error('Failed to request!'), { status: 500 }),
      },
      { type: 'page.selected', page: 2 },
      { type: 'retry' },
      {
        type: 'filters.changed',
        filters: { ...filtersFromSearch({}, options), activityType: 'client_event' },
      },
    ] as never,
    stopWhen: (snapshot) =>
      snapshot.context.page > 1 || snapshot.context.filters.activityType === 'client_event',
  },
  {
    render: renderRewardsList,
    events: {
      'xstate.done.actor.loadRewards': (system: ListSystem, event) =>
        settleLatest(system, (call) =>
          call.resolve((event as unknown as { output: TransactionHistoryResponse }).output),
        ),
      'xstate.error.actor.loadRewards': (system: ListSystem, event) =>
        settleLatest(system, (call) => call.reject((event as unknown as { error: unknown }).error)),
      'page.selected': async ({ user }: ListSystem, event) => {
        await user.click(screen.getByRole('button', { name: `Page ${(event as { page: number }).page}` }));
        // The page buttons leave while the page loads: focus waits on the list's region, not the document.
        expect(screen.getByRole('region', { name: 'Your rewards' })).toHaveFocus();
      },
      retry: ({ user }: ListSystem) => user.click(screen.getByRole('button', { name: 'Try again' })),
      'filters.changed': ({ user }: ListSystem, event) =>
        clickChip(user, screen.getByTestId('filter-rows'), {
          filter: 'activityType',
          value: (event as { filters: RewardFilters }).filters.activityType,
        }),
    },
    states: {
      loading: ({ loader }: ListSystem, expected) => {
        expect(screen.getByRole('status', { name: 'Loading your rewards' })).toBeInTheDocument();
        expect(loader.calls.at(-1)!.input).toEqual({
          filters: expected.context.filters,
          page: expected.context.page,
          pagesize: 10,
        });
      },
      listed: (_system, expected) => {
        const table = screen.getByRole('table', { name: 'Your rewards' });
        expect(within(table).getAllByRole('row')).toHaveLength(expected.context.records.length + 1);
        expect(screen.getByText('12 rewards')).toBeInTheDocument();
        expect(
          within(screen.getByRole('navigation', { name: 'Reward pages' })).getByRole('button', {
            current: 'page',
          }),
        ).toHaveTextContent(String(expected.context.page));
        const announcement = screen.getByTestId('rewards-page-announcement');
        if (expected.context.pageChosen)
          expect(announcement).toHaveTextContent(`Page ${expected.context.page} of 2`);
        else expect(announcement).toBeEmptyDOMElement();
      },
      empty: () => {
        expect(screen.getByText('No rewards yet')).toBeInTheDocument();
        expect(screen.queryByRole('table')).toBeNull();
      },
      failed: () => {
        expect(screen.getByRole('alert')).toHaveTextContent('Your rewards could not be loaded');
        expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      },
    },
    cleanup: ({ unmount }: ListSystem) => unmount(),
    say: {
      'xstate.init': 'Open /transaction-history signed in as a client.',
      'xstate.done.actor.loadRewards': (event) => {
        const { records, total } = (event as unknown as { output: TransactionHistoryResponse }).output;
        return total === 0
          ? 'The service answers with no rewards.'
          : `The service answers with ${records.length} rewards of ${total} (2 pages).`;
      },
      'xstate.error.actor.loadRewards': (event) =>
        `The rewards request fails: ${failureCause((event as unknown as { error: unknown }).error)}.`,
      'page.selected': (event) => `Click page *${(event as { page: number }).page}* under the rewards.`,
      retry: 'Click *Try again*.',
      'filters.changed': 'Click *Client quarterly event* in the *Event* row.',
    },
  },
);

describe('RewardsHistory paging by keyboard (issue 16)', () => {
  const secondPage: TransactionHistoryResponse = { records: [cashReward(11), cashReward(12)], total: 12 };

  it('keeps focus on the rewards, not the document, while the next page loads, and says which page shows', async () => {
    const system = await renderRewardsList();
    const { user, unmount } = system;
    await settleLatest(system, (call) => call.resolve(twoPages));

    // A keyboard user: focus on "Next page", then Enter.
    screen.getByRole('button', { name: 'Next page' }).focus();
    await user.keyboard('{Enter}');

    // The table and its page buttons give way to the loading placeholder: focus waits on the list's region.
    expect(screen.getByRole('status', { name: 'Loading your rewards' })).toBeInTheDocument();
    expect(document.activeElement).not.toBe(document.body);
    const region = screen.getByRole('region', { name: 'Your rewards' });
    expect(region).toHaveFocus();
    expect(screen.getByTestId('rewards-page-announcement')).toBeEmptyDOMElement();

    await settleLatest(system, (call) => call.resolve(secondPage));
    expect(region).toHaveFocus();
    expect(screen.getByTestId('rewards-page-announcement')).toHaveTextContent('Page 2 of 2');
    // The next Tab reaches the page buttons again, right below the new rows.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveFocus();

    // A page number too.
    await user.keyboard('{Enter}');
    expect(document.activeElement).not.toBe(document.body);
    expect(region).toHaveFocus();
    unmount();
  });

  it('says no page when the list first shows or shows new filters', async () => {
    const system = await renderRewardsList();
    const announcement = () => screen.getByTestId('rewards-page-announcement');
    await settleLatest(system, (call) => call.resolve(twoPages));
    expect(announcement()).toBeEmptyDOMElement();

    await system.user.click(screen.getByRole('button', { name: 'Page 2' }));
    await settleLatest(system, (call) => call.resolve(secondPage));
    expect(announcement()).toHaveTextContent('Page 2 of 2');

    await clickChip(system.user, screen.getByTestId('filter-rows'), {
      filter: 'activityType',
      value: 'client_event',
    });
    expect(announcement()).toBeEmptyDOMElement();
    await settleLatest(system, (call) => call.resolve(twoPages));
    expect(system.loader.calls.at(-1)!.input.page).toBe(1);
    expect(announcement()).toBeEmptyDOMElement();
    system.unmount();
  });
});

describe('RewardsHistory writes the address after the frame that shows the choice (issue 17)', () => {
  // Writing the address renders the whole route again; in the click, it doubled the work before the closed
  // drawer could paint ("apply the filters": 96 ms to the next paint at 4× CPU, over the 100 ms goal at times).
  const renderWithAddressSpy = () => {
    activateSourceLocale();
    const written = vi.fn<(filters: RewardFilters) => void>();
    const history = (search: RewardFiltersSearch) => (
      <I18nProvider i18n={i18n}>
        <RewardsHistory
          user={client}
          search={search}
          onSearchChange={written}
          loadRewards={noRewards as never}
        />
      </I18nProvider>
    );
    const view = render(history({}));
    return {
      ...view,
      written,
      addressBecomes: (search: RewardFiltersSearch) => view.rerender(history(search)),
    };
  };
  const confirmStatus = async (status: 'Completed') => {
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.click(
      within(within(screen.getByRole('dialog')).getByRole('group', { name: 'Status' })).getByRole('button', {
        name: status,
      }),
    );
    act(() => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    });
  };

  it('closes the drawer in the click, and writes the address once it has painted', async () => {
    const { written, unmount } = renderWithAddressSpy();
    await waitFor(() => expect(written).toHaveBeenCalled());
    written.mockClear();

    await confirmStatus('Completed');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(written).not.toHaveBeenCalled();
    await waitFor(() => expect(written).toHaveBeenCalledOnce());
    expect(written.mock.calls[0]![0]).toMatchObject({ status: 2 });
    unmount();
  });

  it('lets an address the visitor opens before the frame (Back, a link) stand, and shows its filters', async () => {
    const { written, addressBecomes, unmount } = renderWithAddressSpy();
    await waitFor(() => expect(written).toHaveBeenCalled());
    written.mockClear();

    await confirmStatus('Completed');
    addressBecomes({ activityType: 'client_event' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(written).not.toHaveBeenCalled();
    expectPressed(screen.getByTestId('filter-rows'), { activityType: 'client_event' });
    unmount();
  });

  it('writes nothing for a page that has gone before the frame came (it would bring the page back)', async () => {
    const { written, unmount } = renderWithAddressSpy();
    await waitFor(() => expect(written).toHaveBeenCalled());
    written.mockClear();

    await confirmStatus('Completed');
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(written).not.toHaveBeenCalled();
  });
});
