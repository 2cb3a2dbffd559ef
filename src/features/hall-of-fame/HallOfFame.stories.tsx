import { fn } from 'storybook/test';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HallOfFameEntry } from '../../../contract';
import { HallOfFameView } from './HallOfFameView';

const names = ['陈志强', '김도윤', 'Liam Tan', '黃美玲', '佐藤健', 'Siti Rahma', '<b>Ahmed</b> Al-Farsi'];
const entries: HallOfFameEntry[] = names.map((name, index) => ({
  rank: index < 6 ? `S${index + 1}` : `rank${index + 1}`,
  name,
  round: Math.floor(index / 2) + 1,
  roundTranslate: `season${Math.floor(index / 2) + 1}`,
  profitRate: 480 - index * 40,
  profitAmount: 96000 - index * 8000,
  profitAmountJpy: (96000 - index * 8000) * 150,
  kr: 'https://www.example.com/kr/stories',
  sc: 'https://www.example.com/sc/stories',
  tc: 'https://www.example.com/tc/stories',
}));

const meta = {
  title: 'Features/Contest landing/Hall of fame',
  component: HallOfFameView,
} satisfies Meta<typeof HallOfFameView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More than 3 cards: autoplay and loop; 1, 2, 3 or 5 in view by width. */
export const Ready: Story = { args: { status: 'ready', entries, currency: 'USD' } };
/** A Japanese visitor: profits in yen (§1). */
export const Yen: Story = { args: { status: 'ready', entries, currency: 'JPY' } };
/** 3 cards: still. */
export const ThreeCards: Story = { args: { status: 'ready', entries: entries.slice(0, 3), currency: 'USD' } };
export const Loading: Story = { args: { status: 'loading' } };
export const Empty: Story = { args: { status: 'empty' } };
export const Failed: Story = { args: { status: 'failed', onRetry: fn(), retrying: false } };
export const Retrying: Story = { args: { status: 'failed', onRetry: fn(), retrying: true } };
