import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { expect, vi } from 'vitest';
import {
  quarterCountdownMachine,
  type QuarterCountdownInput,
} from '../../../machines/quarterCountdown.machine';
import { delayedEventTypes, describeModelPaths } from '../../../machines/testing/modelPaths';
import { activateSourceLocale } from '../../testing/i18n';
import { QuarterCountdown } from './QuarterCountdown';

const [tick] = delayedEventTypes(quarterCountdownMachine);

const cases: Array<[string, QuarterCountdownInput]> = [
  [
    'Q4 2024 in its last 2 s',
    {
      quarter: { year: 2024, quarter: 4 },
      endsAt: Date.parse('2024-12-31T23:59:59.000Z'),
      now: Date.parse('2024-12-31T23:59:57.000Z'),
    },
  ],
  [
    'Q3 2024 once 30 Sep has passed',
    {
      quarter: { year: 2024, quarter: 3 },
      endsAt: Date.parse('2024-12-01T00:00:00.000Z'),
      now: Date.parse('2024-10-01T00:00:00.000Z'),
    },
  ],
];

for (const [name, input] of cases) {
  describeModelPaths(
    `QuarterCountdown driven by quarterCountdown, ${name}`,
    quarterCountdownMachine,
    {
      input,
      events: [{ type: tick! } as never],
      stopWhen: (snapshot) => snapshot.context.now > input.endsAt,
    },
    {
      render: () => {
        vi.useFakeTimers({ shouldAdvanceTime: false });
        activateSourceLocale();
        return render(
          <I18nProvider i18n={i18n}>
            <QuarterCountdown quarter={input.quarter} endsAt={input.endsAt} now={() => input.now} />
          </I18nProvider>,
        );
      },
      events: {
        [tick!]: async () => {
          await act(() => vi.advanceTimersByTimeAsync(1000));
        },
      },
      states: {
        counting: ({ container }, expected) => {
          const seconds = Math.floor((expected.context.endsAt - expected.context.now) / 1000) % 60;
          expect(screen.getByTestId('quarter-countdown')).toHaveTextContent('Ends Dec 31, 2024, 23:59 (UTC)');
          expect(container.textContent).toContain(`${String(seconds).padStart(2, '0')}Seconds`);
        },
        expired: () => {
          expect(screen.queryByTestId('quarter-countdown')).not.toBeInTheDocument();
          expect(screen.getByTestId('prize-status')).toHaveAttribute('data-status', 'expired');
          expect(screen.getByText('This period has ended')).toBeInTheDocument();
        },
      },
      cleanup: ({ unmount }) => {
        unmount();
        vi.useRealTimers();
      },
    },
  );
}
