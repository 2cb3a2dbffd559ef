import { act, render, screen } from '@testing-library/react';
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
    // The global 500 page has no "leave now" button: only time moves it on.
    events: [{ type: tick! } as never],
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
      return { ...view, onSignOut };
    },
    events: {
      [tick!]: async () => {
        await act(() => vi.advanceTimersByTimeAsync(1000));
      },
    },
    states: {
      counting: ({ onSignOut }, snapshot) => {
        const seconds = snapshot.context.secondsLeft;
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Server error');
        expect(screen.getByRole('button', { name: 'Refresh page' })).toBeInTheDocument();
        expect(screen.getByRole('status')).toHaveTextContent(
          `You will be signed out and taken to the user center in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
        );
        expect(onSignOut).not.toHaveBeenCalled();
      },
      redirecting: ({ onSignOut }) => {
        expect(screen.getByRole('status')).toHaveTextContent('Signing you out…');
        expect(onSignOut).toHaveBeenCalledTimes(1);
      },
    },
    cleanup: ({ unmount }) => {
      unmount();
      vi.useRealTimers();
    },
  },
);
