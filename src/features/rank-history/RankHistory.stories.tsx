import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { RankHistoryOutput } from '../../../machines/rankHistory.machine';
import {
  afterFinalization,
  duringRound,
  historyRound,
  rankSnapshots,
} from '../../../machines/testing/fixtures/rankHistory';
import { RankHistorySection, useRankHistory } from './RankHistorySection';

interface StoryProps {
  /** What the history loader answers; `pending` never answers. */
  answer: RankHistoryOutput | 'pending';
  /** The service's clock in the story. */
  now: number;
  displayRound: number;
}

function RankHistoryStory({ answer, now, displayRound }: StoryProps) {
  const actor = useRankHistory({
    target: { login: '8100001', round: 2 },
    loadHistory: fromPromise(() =>
      answer === 'pending' ? new Promise<RankHistoryOutput>(() => undefined) : Promise.resolve(answer),
    ),
    now: () => now,
  });
  return <RankHistorySection actor={actor} displayRound={displayRound} />;
}

const listed: RankHistoryOutput = { snapshots: rankSnapshots, round: historyRound };

const meta = {
  title: 'Features/Race/Rank history',
  component: RankHistoryStory,
  args: { answer: listed, now: duringRound, displayRound: 2 },
} satisfies Meta<typeof RankHistoryStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `listed.provisional`: the round runs; the chart, the summary and the day the result becomes final. */
export const Provisional: Story = {};

/** `listed.provisional` with the table shown beside the chart. */
export const WithTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show as a table' }));
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};

/** `listed.final`: 30 days after the round's end, the result is final. */
export const Final: Story = { args: { now: afterFinalization } };

/** `listed.provisional` with a single update (a new enrolment): a flat line. */
export const OneUpdate: Story = { args: { answer: { ...listed, snapshots: rankSnapshots.slice(-1) } } };

/** `loading`. */
export const Loading: Story = { args: { answer: 'pending' } };

/** `empty`: no ranking update has counted the account yet. */
export const Empty: Story = { args: { answer: { ...listed, snapshots: [] } } };

/** `failed`: with Try again. */
export const Failed: Story = { args: { answer: false } };
