import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { instant } from '../../../contract';
import {
  leaderboardRounds,
  rankingAnswers,
  rankingRecord,
} from '../../../machines/testing/fixtures/leaderboard';
import { withSessionOfNationality } from '../../app/session/sessionStoryDecorator';
import { LeaderboardSection, type LeaderboardSectionProps } from './LeaderboardSection';

/** 25 standings; each page answers its own ten, a search answers the matching account. */
const standings = Array.from({ length: 25 }, (_, index) => rankingRecord(index + 1));

const lastUpdatedAnswer: LeaderboardSectionProps['loadLastUpdated'] = async () => ({
  lastUpdatedTime: instant('2026-11-01T08:00:00.000Z'),
  timeZone: 'UTC+0',
});

const meta = {
  title: 'Features/Landing/Leaderboard',
  component: LeaderboardSection,
  parameters: { layout: 'fullscreen' },
  args: {
    loadRounds: async () => leaderboardRounds,
    loadLastUpdated: lastUpdatedAnswer,
    loadRanking: async ({ page, accountId }) => {
      const matching =
        accountId === undefined ? standings : standings.filter((r) => r.accountId === accountId);
      return { records: matching.slice((page - 1) * 10, page * 10), total: matching.length };
    },
  },
  decorators: [withSessionOfNationality],
} satisfies Meta<typeof LeaderboardSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `preparing`: loading the rounds. */
export const Preparing: Story = { args: { loadRounds: () => new Promise(() => {}) } };

/** `unavailable`: the rounds could not be loaded. */
export const Unavailable: Story = { args: { loadRounds: () => Promise.reject(new Error('offline')) } };

/** The last-updated time could not be loaded: its line says so, with Try again; the standings still show. */
export const LastUpdatedFailed: Story = { args: { loadLastUpdated: async () => false } };

/** `board.results.loading`: three skeleton rows of 120 px. */
export const Loading: Story = { args: { loadRanking: () => new Promise(() => {}) } };

/**
 * `board.results.listed` with more than 10 standings: page buttons. Try the search with 20100003. Rows
 * with an unmet requirement (ranks 3, 4, 5, 6, 8, 9) say what their prize depends on.
 */
export const Listed: Story = {};

/** `board.results.turningPage`: page 2 chosen and loading; the page buttons stay, page 2 current. */
export const TurningPage: Story = {
  args: {
    loadRanking: ({ page }) =>
      page === 1
        ? Promise.resolve({ records: standings.slice(0, 10), total: standings.length })
        : new Promise(() => {}),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Page 2' }));
  },
};

/** The minimums could not be loaded: unmet requirements are still marked, without how much is missing. */
export const MinimumsUnknown: Story = {
  args: { loadRounds: async () => ({ ...leaderboardRounds, categories: null }) },
};

/** `board.results.listed` with 10 or fewer standings: no page buttons. */
export const OnePage: Story = { args: { loadRanking: async () => rankingAnswers.few } };

/** `board.results.empty`. */
export const Empty: Story = { args: { loadRanking: async () => rankingAnswers.none } };

/** `board.results.failed`: the standings could not be loaded. */
export const Failed: Story = { args: { loadRanking: () => Promise.reject(new Error('offline')) } };

/** `board.results.finalized`: a round in the finalized list shows no standings, search or pages. */
export const Finalized: Story = {
  args: { loadRounds: async () => ({ ...leaderboardRounds, defaultRound: 1 }) },
};

/** A Japanese client: yen figures and shifted round numbers. */
export const JapaneseClient: Story = { parameters: { nationality: 'JPN' } };

export const OnAPhone: Story = { globals: { viewport: { value: 'w360' } } };

/** A pasted number longer than an account number, with dashes: the digits are kept, cut at 15, and said. */
export const SearchPastedAndCut: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('searchbox'));
    await userEvent.paste('2010-0001-2345-6789-01');
  },
};
