import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogPart } from '../../i18n/catalogParts';
import type { DisplayCurrency } from '../../i18n/format';
import type { TradingType } from '../../../contract/contest';
import {
  raceInsightInput,
  raceInsightModel,
  raceStandingsSamples,
} from '../../../machines/raceInsight.fixtures';
import { raceInsightMachine, type RaceInsightStandings } from '../../../machines/raceInsight.machine';
import { describeModelPaths } from '../../../machines/testing/modelPaths';
import { answerNamed } from '../../../machines/testing/plainWords';
import { flushPromises, promiseStub } from '../../../machines/testing/promiseStub';
import { activateSourceLocale } from '../../testing/i18n';
import { RaceInsightSection } from './RaceInsightSection';

// The catalog part compiles on its first import, which may take longer than one test.
beforeAll(() => loadCatalogPart('insight', 'en'), 30_000);

async function renderSection(currency: DisplayCurrency = 'USD') {
  activateSourceLocale();
  const load = promiseStub<RaceInsightStandings, { round: number; tradingType: TradingType }>();
  const view = render(
    <I18nProvider i18n={i18n}>
      <RaceInsightSection
        entry={raceInsightInput.entry}
        categories={raceInsightInput.categories}
        currency={currency}
        loadStandings={load.logic}
      />
    </I18nProvider>,
  );
  // The section's texts load with it (the catalog part), then it asks for the ranking.
  await screen.findByRole('region', { name: 'Where you stand' });
  await waitFor(() => expect(load.waiting()).toBe(1));
  return { ...view, load, user: userEvent.setup() };
}

const settle = async () => act(() => flushPromises());
const section = () => screen.getByRole('region', { name: 'Where you stand' });

/** The checklist is there in every state: four meters with their figures and what is met. */
function expectChecklist() {
  const meters = within(section()).getAllByRole('progressbar');
  expect(
    meters.map((meter) => [meter.getAttribute('aria-label'), meter.getAttribute('aria-valuetext')]),
  ).toEqual([
    ['Strategy duration', '11 of 15 days'],
    ['Trading volume', '96.5 of 50 lots'],
    ['Number of trades', '22 of 30 trades'],
    ['Equity at registration', 'USD 25,000 of at least USD 10,000'],
  ]);
  expect(
    within(section())
      .getAllByText(/more to go|^Met$/)
      .map((status) => status.textContent),
  ).toEqual(['4 more to go', 'Met', '8 more to go', 'Met']);
  expect(section()).toHaveTextContent(
    'Your rank pays a prize, but you are not eligible for it yet: needs 4 more trading days and needs 8 more trades.',
  );
}

describeModelPaths('RaceInsightSection driven by raceInsight', raceInsightMachine, raceInsightModel, {
  render: () => renderSection(),
  events: {
    'xstate.done.actor.loadStandings': async ({ load }, event) => {
      load.resolve((event as unknown as { output: RaceInsightStandings }).output);
      await settle();
    },
    'xstate.error.actor.loadStandings': async ({ load }) => {
      load.reject();
      await settle();
    },
    'retry.requested': async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await settle();
    },
  },
  states: {
    loading: ({ load }) => {
      // The ranking is asked for the entry's own round and trading type.
      expect(load.inputs.at(-1)).toEqual({ round: 2, tradingType: 2 });
      expectChecklist();
      expect(
        screen.getByRole('status', { name: 'Loading the distance to the next prize' }),
      ).toBeInTheDocument();
    },
    placed: () => {
      expectChecklist();
      const distance = screen.getByTestId('tier-distance');
      expect(distance).toHaveTextContent(
        'You are ranked 7; rank 5 pays USD 3,300; you are 15.00 percentage points of return behind it.',
      );
      expect(distance).toHaveTextContent('You are in the prize zone; 30.00 points ahead of rank 11.');
    },
    placedWithoutPrize: () => {
      expectChecklist();
      const distance = screen.getByTestId('tier-distance');
      expect(distance).toHaveTextContent(
        'You are ranked 7; you are 15.00 percentage points of return behind rank 5, the next prize tier.',
      );
      expect(within(distance).getByRole('alert')).toHaveTextContent('What rank 5 pays could not be loaded.');
      expect(within(distance).getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    unplaced: () => {
      expectChecklist();
      expect(section()).toHaveTextContent(
        'The distance to the next prize cannot be worked out from the ranking right now.',
      );
      expect(screen.queryByTestId('tier-distance')).not.toBeInTheDocument();
    },
    failed: ({ load }) => {
      expect(load.waiting()).toBe(0);
      expectChecklist();
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The distance to the next prize could not be loaded.',
      );
    },
  },
  say: {
    'xstate.init': 'Sign in as cn-participant and open /doo-trader/my-race.',
    'retry.requested': 'Click *Try again* in “Where you stand”.',
    'xstate.done.actor.loadStandings': answerNamed(
      raceStandingsSamples,
      (name) =>
        ({
          full: 'The service sends the top 11 of the ranking and the prize tables.',
          'lacks rank five': 'The service sends only ranks 1 to 4 of the ranking, and the prize tables.',
          'lacks prize tables': 'The service sends the top 11 of the ranking, but not the prize tables.',
        })[name] ?? `The service sends standings: ${name}.`,
    ),
  },
  cleanup: ({ unmount }) => unmount(),
});

describe('RaceInsightSection for a Japanese participant (§1 yen)', () => {
  it('shows the equity and its minimum in yen, and the next prize in yen', async () => {
    const { load } = await renderSection('JPY');
    load.resolve(raceStandingsSamples.full);
    await settle();
    const equity = within(section()).getByRole('progressbar', { name: 'Equity at registration' });
    expect(equity).toHaveAttribute('aria-valuetext', '¥3,750,000 of at least ¥1,500,000');
    expect(screen.getByTestId('tier-distance')).toHaveTextContent(/rank 5 pays ¥495,000;/);
    expect(section()).not.toHaveTextContent(/USD|\$/);
  });
});
