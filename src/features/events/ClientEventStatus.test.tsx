import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { expect, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { activityPeriodSchema, instant, type ActivityPeriod, type RewardRecord } from '../../../contract';
import { clientEventMachine, type ClientEventInput } from '../../../machines/clientEvent.machine';
import { delayedEventTypes, describeModelPaths } from '../../../machines/testing/modelPaths';
import { activateSourceLocale } from '../../testing/i18n';
import { ClientEventStatus } from './ClientEventStatus';

const [tick] = delayedEventTypes(clientEventMachine);

const period = (activityName: string, isPendingClaim: 0 | 1, endTime: string): ActivityPeriod =>
  activityPeriodSchema.parse({
    activityName,
    isPendingClaim,
    isInActivityRounds: Number(activityName.slice(-1)),
    activityTimeList: [{ type: 'Overall', endTime }],
  });
const reward = (status: number): RewardRecord => ({
  id: status,
  activityType: 'client_event',
  activityName: '2025Q1',
  activityRound: 1,
  prizeType: 1,
  prizeName: 'Gold bar 10 g',
  lang: { tag: 'en', direction: 'ltr' },
  amount: 1,
  currency: 'ITEM',
  status,
  createTime: instant('2025-02-10T09:00:00.000Z'),
});
const q1 = (pending: 0 | 1) => [period('2025Q1', pending, '2025-03-31T23:59:59.000Z')];
const q1LastSeconds = Date.UTC(2025, 2, 31, 23, 59, 57);

/** Between them, the cases reach every state of `clientEventMachine`. */
const cases: Array<[string, ClientEventInput]> = [
  [
    'Q4 2024 in its last 2 s, no prize news',
    {
      activityName: '2024Q4',
      dropdown: [period('2024Q4', 0, '2024-12-31T23:59:59.000Z')],
      rewards: [],
      now: Date.UTC(2024, 11, 31, 23, 59, 57),
    },
  ],
  // Issue 12 defect 7: the page showed "A prize is waiting" beside "Your prize is under review".
  [
    'Q1 2025 on 15 Feb 2025, a prize waiting and a claim under review',
    {
      activityName: '2025Q1',
      dropdown: q1(1),
      rewards: [reward(1)],
      now: Date.UTC(2025, 1, 15, 0, 0, 0),
    },
  ],
  [
    'Q1 2025 in its last 2 s, a prize waiting',
    { activityName: '2025Q1', dropdown: q1(1), rewards: [], now: q1LastSeconds },
  ],
  [
    'Q1 2025 in its last 2 s, a rejected claim',
    { activityName: '2025Q1', dropdown: q1(1), rewards: [reward(3)], now: q1LastSeconds },
  ],
];

const endsAtOf = (input: ClientEventInput) =>
  createActor(clientEventMachine, { input, clock: new SimulatedClock() }).getSnapshot().context.endsAt;

/** Exactly one prize status shows: the one named, or none. */
function expectOnlyStatus(status: 'waiting' | 'processing' | 'rejected' | 'expired' | null) {
  const waiting = screen.queryByText('A prize is waiting for you');
  const pictures = screen.queryAllByTestId('prize-status');
  if (status === 'waiting') {
    expect(waiting).toBeInTheDocument();
    expect(pictures).toHaveLength(0);
  } else {
    expect(waiting).not.toBeInTheDocument();
    expect(pictures.map((picture) => picture.dataset.status)).toEqual(status ? [status] : []);
  }
}

for (const [name, input] of cases) {
  const endsAt = endsAtOf(input);
  describeModelPaths(
    `ClientEventStatus driven by clientEvent, ${name}`,
    clientEventMachine,
    {
      input,
      events: [{ type: tick! } as never, { type: 'clock.synced', now: endsAt + 60_000 }],
      stopWhen: ({ context }) =>
        context.now > endsAt || (context.now - input.now > 2000 && context.now < endsAt),
    },
    {
      render: () => {
        vi.useFakeTimers({ shouldAdvanceTime: false });
        activateSourceLocale();
        const view = render(
          <I18nProvider i18n={i18n}>
            <ClientEventStatus {...input} now={() => input.now} />
          </I18nProvider>,
        );
        return { ...view, synced: 0 };
      },
      events: {
        [tick!]: async () => {
          await act(() => vi.advanceTimersByTimeAsync(1000));
        },
        // The tab is shown again after the quarter's end: the clock jumps ahead.
        'clock.synced': async (system, event) => {
          if (event.type !== 'clock.synced') return;
          system.rerender(
            <I18nProvider i18n={i18n}>
              <ClientEventStatus {...input} now={() => event.now} />
            </I18nProvider>,
          );
          await act(async () => {
            Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
            document.dispatchEvent(new Event('visibilitychange'));
          });
        },
      },
      states: {
        running: (_, expected) => {
          const { endsAt: end, now } = expected.context;
          const seconds = Math.floor((end - now) / 1000) % 60;
          const countdown = screen.getByTestId('quarter-countdown');
          expect(countdown).toHaveTextContent(/Ends (Dec|Mar) 31, 202[45], 23:59 \(UTC\)/);
          expect(countdown.textContent).toContain(`${String(seconds).padStart(2, '0')}Seconds`);
        },
        ended: () => {
          expect(screen.queryByTestId('quarter-countdown')).not.toBeInTheDocument();
        },
        'running.noPrize': () => expectOnlyStatus(null),
        'running.prizeWaiting': () => expectOnlyStatus('waiting'),
        'running.reviewing': () => {
          expectOnlyStatus('processing');
          expect(screen.getByText('Your prize is under review')).toBeInTheDocument();
        },
        'running.rejected': () => {
          expectOnlyStatus('rejected');
          expect(screen.getByText('Your prize claim was not approved')).toBeInTheDocument();
        },
        'ended.expired': () => {
          expectOnlyStatus('expired');
          expect(screen.getByText('This period has ended')).toBeInTheDocument();
        },
        'ended.prizeWaiting': () => expectOnlyStatus('waiting'),
        'ended.reviewing': () => expectOnlyStatus('processing'),
        'ended.rejected': () => expectOnlyStatus('rejected'),
      },
      say: {
        'xstate.init': 'Open /client (the quarterly client event).',
        'clock.synced':
          'Move the service’s clock a minute past the event’s end (`POST /sandbox/clock`), then come back to the tab.',
      },
      cleanup: ({ unmount }) => {
        unmount();
        vi.useRealTimers();
      },
    },
  );
}
