import type { Meta, StoryObj } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import { raceInsightInput, raceStandingsSamples, seventhEntry } from '../../../machines/raceInsight.fixtures';
import type { RaceInsightStandings } from '../../../machines/raceInsight.machine';
import { RaceInsightSection } from './RaceInsightSection';

const answer = (standings: () => Promise<RaceInsightStandings>) =>
  fromPromise<RaceInsightStandings, { round: number; tradingType: 1 | 2 }>(standings);

const meta = {
  title: 'Features/Race/Where you stand',
  component: RaceInsightSection,
  args: {
    entry: raceInsightInput.entry,
    categories: raceInsightInput.categories,
    currency: 'USD',
    loadStandings: answer(async () => raceStandingsSamples.full),
  },
} satisfies Meta<typeof RaceInsightSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `placed`: rank 7, two requirements short; rank 5 pays USD 3,300, 15 points ahead; 30 points ahead of rank 11. */
export const Placed: Story = {};

/** `placed`, in yen for a Japanese national. */
export const PlacedInYen: Story = { args: { currency: 'JPY' } };

/** `placed` with every requirement met, outside the prizes at rank 57. */
export const OutsideThePrizes: Story = {
  args: {
    entry: {
      ...seventhEntry,
      ranking: 57,
      rateOfReturn: 101.25,
      prizeMoney: 0,
      isMinStrategyDuration: true,
      isMinTradingNum: true,
      strategyDuration: 20,
      totalTradingNum: 48,
    },
  },
};

/** `loading`: the checklist shows, the distance is loading. */
export const Loading: Story = { args: { loadStandings: answer(() => new Promise(() => {})) } };

/** `unplaced`: the ranking lacks rank 5, so no distance is given. */
export const Unplaced: Story = {
  args: { loadStandings: answer(async () => raceStandingsSamples.lacksRankFive) },
};

/** `placedWithoutPrize`: the ranking loaded but the prize tables did not; the distance shows with Try again. */
export const PrizeTablesFailed: Story = {
  args: { loadStandings: answer(async () => raceStandingsSamples.lacksPrizeTables) },
};

/** `failed`: the ranking could not be loaded; the checklist stays, with Try again below. */
export const Failed: Story = { args: { loadStandings: answer(() => Promise.reject(new Error('offline'))) } };

/** The minimums could not be loaded: each line says met or not, with no number of what is missing. */
export const MinimumsUnknown: Story = { args: { categories: null } };

/** Between rounds: the round just ended, named under the title, whose prize still depends on the requirements. */
export const RoundJustEnded: Story = { args: { roundNote: 'Round 2, ended' } };
