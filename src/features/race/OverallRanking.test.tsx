import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { RankingRecord } from '../../../contract/race';
import { rankingRecordsSample } from '../../../machines/overallRanking.fixtures';
import { overallRankingMachine, type OverallRankingInput } from '../../../machines/overallRanking.machine';
import { entryCategories } from '../../../machines/testing/leaderboardModel';
import { describeModelPaths } from '../../../machines/testing/modelPaths';
import { failureCause } from '../../../machines/testing/plainWords';
import { flushPromises, promiseStub } from '../../../machines/testing/promiseStub';
import { activateSourceLocale } from '../../testing/i18n';
import { OverallRanking } from './OverallRanking';

const input = { round: 2, tradingType: 2 } as const;
const ownAccountId = 20100001;

function renderRanking() {
  activateSourceLocale();
  const load = promiseStub<RankingRecord[], OverallRankingInput>();
  const view = render(
    <I18nProvider i18n={i18n}>
      <OverallRanking
        {...input}
        ownAccountId={ownAccountId}
        categories={entryCategories}
        currency="USD"
        loadRanking={load.logic}
      />
    </I18nProvider>,
  );
  return { ...view, load, user: userEvent.setup() };
}
type System = ReturnType<typeof renderRanking>;

const settle = () => act(() => flushPromises());
const section = () => screen.getByRole('region', { name: 'Overall ranking' });

describeModelPaths(
  'OverallRanking driven by overallRanking',
  overallRankingMachine,
  {
    input: { ...input, categories: entryCategories },
    events: [
      { type: 'xstate.done.actor.loadRanking', output: rankingRecordsSample },
      { type: 'xstate.done.actor.loadRanking', output: [] },
      {
        type: 'xstate.error.actor.loadRanking',
        error: Object.assign(new Error('HTTP 500'), { status: 500 }),
      },
      { type: 'retry.requested' },
    ] as never,
  },
  {
    render: renderRanking,
    events: {
      'xstate.done.actor.loadRanking': async ({ load }: System, event) => {
        load.resolve((event as unknown as { output: RankingRecord[] }).output);
        await settle();
      },
      'xstate.error.actor.loadRanking': async ({ load }: System, event) => {
        load.reject((event as unknown as { error: unknown }).error);
        await settle();
      },
      'retry.requested': ({ user }: System) => user.click(screen.getByRole('button', { name: 'Try again' })),
    },
    states: {
      loading: ({ load }: System) => {
        expect(within(section()).getByRole('status', { name: 'Loading the ranking' })).toBeInTheDocument();
        expect(load.inputs.at(-1)).toEqual(input);
      },
      listed: async ({ user }: System) => {
        const rows = within(section()).getAllByRole('button');
        expect(rows).toHaveLength(rankingRecordsSample.length);
        expect(rows[0]).toHaveTextContent('#1');
        // The participant's own account is marked; names and account numbers are masked.
        expect(rows[2]).toHaveTextContent('You');
        expect(rows[2]).toHaveTextContent('201******');
        expect(section()).not.toHaveTextContent('Maria Santos');
        // Rank 2 lacks strategy days: its prize depends on the entry requirements.
        await user.click(rows[1]!);
        expect(section()).toHaveTextContent(/Depends on the entry requirements/);
        await user.click(rows[1]!);
      },
      empty: () => {
        expect(section()).toHaveTextContent('No rankings yet for this round.');
        expect(within(section()).queryByRole('button')).toBeNull();
      },
      failed: () => {
        expect(within(section()).getByRole('alert')).toHaveTextContent('The ranking could not be loaded.');
        expect(within(section()).getByRole('button', { name: 'Try again' })).toBeEnabled();
      },
    },
    cleanup: ({ unmount }: System) => unmount(),
    say: {
      'xstate.init': 'Open your race page (/doo-trader/my-race) and scroll to *Overall ranking*.',
      'xstate.done.actor.loadRanking': (event) => {
        const records = (event as unknown as { output: RankingRecord[] }).output;
        return records.length === 0
          ? 'The service answers with an empty ranking.'
          : `The service answers with ${records.length} ranked accounts, yours third.`;
      },
      'xstate.error.actor.loadRanking': (event) =>
        `The ranking request fails: ${failureCause((event as unknown as { error: unknown }).error)}.`,
      'retry.requested': 'Click *Try again*.',
    },
  },
);
