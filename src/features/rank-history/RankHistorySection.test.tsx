import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { rankHistoryMachine, type RankHistoryOutput } from '../../../machines/rankHistory.machine';
import { describeModelPaths } from '../../../machines/testing/modelPaths';
import {
  afterFinalization,
  duringRound,
  rankHistoryModelEvents,
} from '../../../machines/testing/fixtures/rankHistory';
import { activateSourceLocale } from '../../testing/i18n';
import { RankHistorySection, useRankHistory } from './RankHistorySection';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const output = (event: unknown) => (event as { output: RankHistoryOutput }).output;

for (const [clock, now] of [
  ['during the round', duringRound],
  ['after finalization', afterFinalization],
] as const) {
  describeModelPaths(
    `RankHistorySection driven by rankHistory, ${clock}`,
    rankHistoryMachine,
    {
      input: { now: () => now },
      events: [...rankHistoryModelEvents],
    },
    {
      render: () => {
        activateSourceLocale();
        const pending: Array<ReturnType<typeof deferred<RankHistoryOutput>>> = [];
        const loadHistory = fromPromise<RankHistoryOutput, { login: string; round: number }>(() => {
          const next = deferred<RankHistoryOutput>();
          pending.push(next);
          return next.promise;
        });
        let target: { login: string; round: number } | null = null;
        function Harness() {
          const actor = useRankHistory({ target, loadHistory, now: () => now });
          return <RankHistorySection actor={actor} displayRound={2} />;
        }
        const view = render(
          <I18nProvider i18n={i18n}>
            <Harness />
          </I18nProvider>,
        );
        const request = (login: string, round: number) => {
          target = { login, round };
          view.rerender(
            <I18nProvider i18n={i18n}>
              <Harness />
            </I18nProvider>,
          );
        };
        return { view, pending, request, user: userEvent.setup() };
      },
      events: {
        'history.requested': ({ request }) => {
          act(() => request('8100001', 2));
        },
        'xstate.done.actor.loadHistory': ({ pending }, event) =>
          act(async () => pending.at(-1)!.resolve(output(event))),
        'xstate.error.actor.loadHistory': ({ pending }) =>
          act(async () => pending.at(-1)!.reject(new Error('boom'))),
        retry: async ({ user }) => {
          await user.click(screen.getByRole('button', { name: 'Try again' }));
        },
      },
      states: {
        idle: () => {
          expect(screen.queryByRole('region')).not.toBeInTheDocument();
        },
        loading: () => {
          expect(screen.getByRole('status', { name: 'Loading your rank history' })).toBeInTheDocument();
        },
        'listed.deciding': () => {
          throw new Error('deciding is momentary and never rests');
        },
        'listed.provisional': async ({ user }) => {
          const section = screen.getByRole('region', { name: 'Your rank in round 2' });
          expect(within(section).getByText('Provisional')).toBeVisible();
          expect(section).toHaveTextContent('risk review ends on May 2, 2026');
          expect(section).toHaveTextContent('From #640 to #3 over 11 ranking updates');
          // The chart is decoration; the table says the same, on demand.
          expect(section.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
          await user.click(within(section).getByRole('button', { name: 'Show as a table' }));
          const table = within(section).getByRole('table', { name: 'Your rank at each ranking update' });
          expect(within(table).getAllByRole('row')).toHaveLength(12);
          expect(within(table).getAllByRole('row')[1]).toHaveTextContent('#3');
          await user.click(within(section).getByRole('button', { name: 'Hide the table' }));
        },
        'listed.final': () => {
          const section = screen.getByRole('region', { name: 'Your rank in round 2' });
          expect(within(section).getByText('Final')).toBeVisible();
          expect(within(section).queryByText('Provisional')).not.toBeInTheDocument();
          expect(section).toHaveTextContent('Final since May 2, 2026');
        },
        empty: () => {
          expect(
            screen.getByText('Your rank appears here after the round’s first ranking update.'),
          ).toBeVisible();
        },
        failed: () => {
          expect(screen.getByText('Your rank history could not be loaded.')).toBeVisible();
          expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
        },
      },
      say: {
        'xstate.init': 'Sign in as cn-participant and open /doo-trader/my-race.',
        'history.requested': 'Choose the account 8100001 in the account picker (round 2 is shown).',
        retry: 'Click *Try again* in the rank history.',
        'xstate.done.actor.loadHistory': (event) => {
          const { output } = event as unknown as { output: RankHistoryOutput };
          if (output === false)
            return 'Asking for the account’s rank history fails (the service answers an error).';
          return output.snapshots.length
            ? `The service sends the account’s rank at ${output.snapshots.length} ranking updates.`
            : 'The service sends no ranking update for the account yet.';
        },
      },
      cleanup: ({ view }) => view.unmount(),
    },
  );
}

it('builds its machine once, not again each time the race page renders (opening the share poster did)', () => {
  const provide = vi.spyOn(rankHistoryMachine, 'provide');
  const loadHistory = fromPromise<RankHistoryOutput, { login: string; round: number }>(async () => false);
  const { rerender } = renderHook(() => useRankHistory({ target: null, loadHistory, now: () => 0 }));
  rerender();
  rerender();
  expect(provide).toHaveBeenCalledOnce();
  provide.mockRestore();
});
