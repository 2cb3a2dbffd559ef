import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { expect, vi } from 'vitest';
import { redirectCountdownMachine } from '../../../machines/redirectCountdown.machine';
import { delayedEventTypes, describeModelPaths } from '../../../machines/testing/modelPaths';
import { activateSourceLocale } from '../../testing/i18n';
import { GlobalServerErrorPage, globalErrorLogoutSeconds } from './GlobalServerErrorPage';

const [tick] = delayedEventTypes(redirectCountdownMachine);

describeModelPaths(
  'GlobalServerErrorPage driven by redirectCountdown',
  redirectCountdownMachine,
  {
    input: { seconds: globalErrorLogoutSeconds },
    // The global 500 page has no "leave now" button: time moves it on, unless the person stays.
    events: [{ type: 'stay.requested' }, { type: tick! } as never],
  },
  {
    render: () => {
      vi.useFakeTimers({ shouldAdvanceTime: false });
      activateSourceLocale();
      const onSignOut = vi.fn();
      const view = render(
        <I18nProvider i18n={i18n}>
          <GlobalServerErrorPage onSignOut={onSignOut} onRefresh={() => undefined} />
        </I18nProvider>,
      );
      return {
        ...view,
        onSignOut,
        user: userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }),
      };
    },
    events: {
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
      counting: ({ onSignOut }, snapshot) => {
        const seconds = snapshot.context.secondsLeft;
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Server error');
        expect(screen.getByRole('button', { name: 'Refresh page' })).toBeInTheDocument();
        expect(
          screen.getByText(
            `You will be signed out and taken to the user center in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
          ),
        ).toBeVisible();
        expect(screen.getByRole('status')).toBeEmptyDOMElement();
        expect(onSignOut).not.toHaveBeenCalled();
      },
      stayed: async ({ onSignOut }) => {
        await act(() => vi.advanceTimersByTimeAsync(10_000));
        // Said once, by the focused sentence, not again by the live region.
        expect(screen.getByText('You are staying on this page.', { selector: 'p' })).toBeVisible();
        expect(screen.getByRole('status')).toBeEmptyDOMElement();
        expect(screen.getByRole('button', { name: 'Refresh page' })).toBeInTheDocument();
        expect(onSignOut).not.toHaveBeenCalled();
      },
      redirecting: ({ onSignOut }) => {
        expect(screen.getByRole('status')).toHaveTextContent('Signing you out…');
        expect(onSignOut).toHaveBeenCalledTimes(1);
      },
    },
    say: { 'stay.requested': 'Click *Stay on this page*.' },
    cleanup: ({ unmount }) => {
      unmount();
      vi.useRealTimers();
    },
  },
);
