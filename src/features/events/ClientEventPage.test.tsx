import { instant } from '../../../contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoute } from '@tanstack/react-router';
import { expect } from 'vitest';
import type { ActivityPeriod } from '../../../contract';
import { periodSelectorMachine } from '../../../machines/periodSelector.machine';
import { describeModelPaths } from '../../../machines/testing/modelPaths';
import { renderRoutes } from '../../testing/renderRoutes';
import { signedOutView, SessionViewProvider } from '../../app/session/sessionView';
import { ClientEventPage } from './ClientEventPage';

const values = ['2025Q1', '2024Q4', '2024Q3'];
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
  {
    input: { values },
    events: [
      { type: 'selector.toggled' },
      { type: 'selector.dismissed' },
      { type: 'period.selected', value: '2024Q4' },
      { type: 'period.selected', value: '2024Q3' },
    ],
  },
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
                  now={() => Date.parse('2025-03-31T23:59:57.000Z')}
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
    cleanup: ({ unmount }) => {
      act(() => unmount());
    },
  },
);
