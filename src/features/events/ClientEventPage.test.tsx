import { instant } from '../../../contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoute } from '@tanstack/react-router';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActivityPeriod, RewardRecord } from '../../../contract';
import { periodSelectorModel } from '../../../machines/periodSelector.fixtures';
import { periodSelectorMachine } from '../../../machines/periodSelector.machine';
import { describeModelPaths } from '../../../machines/testing/modelPaths';
import { activateSourceLocale, switchLocaleInPlace } from '../../testing/i18n';
import { renderRoutes } from '../../testing/renderRoutes';
import { signedOutView, SessionViewProvider } from '../../app/session/sessionView';
import { ClientEventPage } from './ClientEventPage';
import { storyVisitors } from './storyFixtures';

const labels: Record<string, string> = {
  '2025Q1': 'Jan–Mar 2025',
  '2024Q4': 'Oct–Dec 2024',
  '2024Q3': 'Jun–Sep 2024',
};
const dropdown: ActivityPeriod[] = [
  {
    activityName: '2025Q1',
    isPendingClaim: true,
    isInActivityRounds: 1,
    activityTimeList: [{ type: 'Overall', endTime: instant('2025-03-31T23:59:59.000Z') }],
  },
];

describeModelPaths(
  'ClientEventPage period selector driven by periodSelector',
  periodSelectorMachine,
  periodSelectorModel,
  {
    render: async () => {
      const user = userEvent.setup();
      const view = await renderRoutes({
        initialPath: '/client',
        routes: (root) => [
          createRoute({
            getParentRoute: () => root,
            path: '/client',
            component: () => (
              <SessionViewProvider value={signedOutView}>
                <ClientEventPage
                  loadPeriods={async () => dropdown}
                  now={() => Date.UTC(2025, 2, 31, 23, 59, 57)}
                />
              </SessionViewProvider>
            ),
          }),
        ],
      });
      await waitFor(() => expect(screen.getByTestId('quarter-countdown')).toBeInTheDocument());
      return { ...view, user };
    },
    events: {
      'selector.toggled': async ({ user }) => user.click(screen.getByRole('button', { name: /^Period:/ })),
      'selector.dismissed': async ({ user }) => user.keyboard('{Escape}'),
      'period.selected': async ({ user }, event) => {
        if (event.type !== 'period.selected') return;
        const list = screen.getByRole('dialog', { name: 'Event periods' });
        await user.click(within(list).getByRole('button', { name: new RegExp(labels[event.value]!) }));
      },
    },
    states: {
      closed: async (_, expected) => {
        await waitFor(() =>
          expect(screen.queryByRole('dialog', { name: 'Event periods' })).not.toBeInTheDocument(),
        );
        const trigger = screen.getByRole('button', { name: `Period: ${labels[expected.context.selected]}` });
        expect(trigger).toHaveAttribute('aria-expanded', 'false');
        // The 2025 Q1 period has a prize waiting (isPendingClaim 1); the older ones are over (§4).
        if (expected.context.selected === '2025Q1') {
          expect(screen.getByText('A prize is waiting for you')).toBeInTheDocument();
          expect(screen.getByTestId('quarter-countdown')).toBeInTheDocument();
        } else {
          expect(screen.getByTestId('prize-status')).toHaveAttribute('data-status', 'expired');
        }
      },
      open: (_, expected) => {
        const list = screen.getByRole('dialog', { name: 'Event periods' });
        expect(within(list).getAllByRole('button')).toHaveLength(3);
        expect(within(list).getByRole('button', { current: true })).toHaveTextContent(
          labels[expected.context.selected]!,
        );
        expect(within(list).getByText('Prize to claim')).toBeInTheDocument();
        expect(within(list).getByText('Prizes handed out')).toBeInTheDocument();
      },
    },
    say: {
      'xstate.init': 'Open /client (the quarterly client event).',
      'selector.toggled': 'Click the *Period:* button.',
      'selector.dismissed': 'Press Escape.',
      'period.selected': (event) =>
        event.type === 'period.selected'
          ? `In the list of periods, click ${labels[event.value]}.`
          : 'Pick a period.',
    },
    cleanup: ({ unmount }) => {
      act(() => unmount());
    },
  },
);

const underReview: RewardRecord = {
  id: 1,
  activityType: 'client_event',
  activityName: '2025Q1',
  activityRound: 1,
  prizeType: 1,
  prizeName: 'Gold bar 10 g',
  lang: { tag: 'en', direction: 'ltr' },
  amount: 1,
  currency: 'ITEM',
  status: 1,
  createTime: instant('2025-02-10T09:00:00.000Z'),
};

/** A China client's `/client` on 15 Feb 2025, with the given loaders. */
async function renderClientPage(loaders: {
  loadPeriods: () => Promise<typeof dropdown | false>;
  loadRewards: () => Promise<Array<typeof underReview> | false>;
}) {
  const view = await renderRoutes({
    initialPath: '/client',
    routes: (root) => [
      createRoute({
        getParentRoute: () => root,
        path: '/client',
        component: () => (
          <SessionViewProvider value={storyVisitors.chinaClient}>
            <ClientEventPage {...loaders} now={() => Date.UTC(2025, 1, 15, 0, 0, 0)} />
          </SessionViewProvider>
        ),
      }),
    ],
  });
  return { ...view, user: userEvent.setup() };
}

/** That page with its loaders failing first where asked, and answering on "Try again". */
function renderClientOnFeb15(props: { periodsFail?: boolean; rewardsFail?: boolean }) {
  let periodCalls = 0;
  let rewardCalls = 0;
  return renderClientPage({
    loadPeriods: async () => (props.periodsFail && periodCalls++ === 0 ? false : dropdown),
    loadRewards: async () => (props.rewardsFail && rewardCalls++ === 0 ? false : [underReview]),
  });
}

// Issue 12 defect 7: on 15 Feb 2025 a client with isPendingClaim 1 and a claim under review saw both.
describe('ClientEventPage prize status', () => {
  it('shows one status at a time: the claim under review, not also a prize waiting', async () => {
    const view = await renderClientOnFeb15({});
    expect(await screen.findByText('Your prize is under review')).toBeInTheDocument();
    expect(screen.getByTestId('quarter-countdown')).toBeInTheDocument();
    expect(screen.queryByText('A prize is waiting for you')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('prize-status')).toHaveLength(1);
    act(() => view.unmount());
  });
});

describe('ClientEventPage when a call fails', () => {
  it('says the event period could not be loaded, with Try again, and then shows it in place', async () => {
    const view = await renderClientOnFeb15({ periodsFail: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('The event period could not be loaded.');
    expect(screen.queryByTestId('quarter-countdown')).not.toBeInTheDocument();
    expect(screen.queryByTestId('prize-status')).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your prize is under review')).toBeInTheDocument();
    expect(screen.getByTestId('quarter-countdown')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    act(() => view.unmount());
  });

  it('says the claim status could not be loaded, with Try again, rather than showing none', async () => {
    const view = await renderClientOnFeb15({ rewardsFail: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The status of your claim could not be loaded.',
    );
    expect(screen.getByTestId('quarter-countdown')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your prize is under review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    act(() => view.unmount());
  });
});

describe('ClientEventPage after a switch of language (issue 16, item 12)', () => {
  afterEach(activateSourceLocale);

  it('asks for the client’s rewards again, in the new language, and keeps the claim’s status', async () => {
    // The service's loader sends the active locale when it is called: record which one each call ran in.
    const askedIn: string[] = [];
    const view = await renderClientPage({
      loadPeriods: async () => dropdown,
      loadRewards: async () => {
        askedIn.push(i18n.locale);
        return [underReview];
      },
    });
    expect(await screen.findByText('Your prize is under review')).toBeInTheDocument();
    expect(askedIn).toEqual(['en']);

    await switchLocaleInPlace('ae');
    await waitFor(() => expect(askedIn).toEqual(['en', 'ae']));
    expect(await screen.findByText('Your prize is under review')).toBeInTheDocument();
    act(() => view.unmount());
  });
});
