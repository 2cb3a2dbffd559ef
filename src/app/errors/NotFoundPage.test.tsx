import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { redirectCountdownMachine } from '../../../machines/redirectCountdown.machine';
import { delayedEventTypes, describeModelPaths } from '../../../machines/testing/modelPaths';
import { renderRoutes } from '../../testing/renderRoutes';
import { NotFoundPage, notFoundRedirectSeconds } from './NotFoundPage';

const [tick] = delayedEventTypes(redirectCountdownMachine);

describeModelPaths(
  'NotFoundPage driven by redirectCountdown',
  redirectCountdownMachine,
  {
    input: { seconds: notFoundRedirectSeconds },
    events: [{ type: 'redirect.requested' }, { type: 'stay.requested' }, { type: tick! } as never],
    simplePaths: true,
  },
  {
    render: async () => {
      vi.useFakeTimers({ shouldAdvanceTime: false });
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      const view = await renderRoutes({ initialPath: '/no-such-page', notFoundComponent: NotFoundPage });
      return { ...view, user };
    },
    events: {
      'redirect.requested': async ({ user }) => {
        await user.click(screen.getByRole('button', { name: 'Go to the homepage' }));
      },
      'stay.requested': async ({ user }) => {
        await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
        // The button leaves: focus goes to the sentence that says the person stays, not to the document.
        expect(document.activeElement).not.toBe(document.body);
        expect(screen.getByText('You are staying on this page.', { selector: 'p' })).toHaveFocus();
      },
      [tick!]: async () => {
        await act(() => vi.advanceTimersByTimeAsync(1000));
      },
    },
    states: {
      counting: ({ router }, snapshot) => {
        const seconds = snapshot.context.secondsLeft;
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This page does not exist');
        expect(
          screen.getByText(
            `You will be redirected to the homepage in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
          ),
        ).toBeVisible();
        // Not read out every second (WCAG 2.2.1): the live region stays empty while counting.
        expect(screen.getByRole('status')).toBeEmptyDOMElement();
        expect(screen.getByRole('button', { name: 'Stay on this page' })).toBeVisible();
        expect(router.state.location.pathname).toBe('/no-such-page');
      },
      // WCAG 2.2.1: staying stops the clock for good.
      stayed: async ({ router }) => {
        await act(() => vi.advanceTimersByTimeAsync(60_000));
        // Said once, by the focused sentence, not again by the live region.
        expect(screen.getByText('You are staying on this page.', { selector: 'p' })).toBeVisible();
        expect(screen.getByRole('status')).toBeEmptyDOMElement();
        expect(screen.queryByRole('button', { name: 'Stay on this page' })).not.toBeInTheDocument();
        expect(router.state.location.pathname).toBe('/no-such-page');
      },
      redirecting: async ({ router }) => {
        await act(() => vi.advanceTimersByTimeAsync(0));
        expect(router.state.location.pathname).toBe('/');
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Home page');
      },
    },
    say: {
      'xstate.init': 'Open an address the site does not have, such as /doo-trader/typo.',
      'redirect.requested': 'Click *Go to the homepage*.',
      'stay.requested': 'Click *Stay on this page*.',
    },
    cleanup: ({ unmount }) => {
      unmount();
      vi.useRealTimers();
    },
  },
);
