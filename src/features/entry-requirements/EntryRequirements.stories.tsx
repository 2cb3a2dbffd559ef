import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EntryRequirementsView } from './EntryRequirementsView';

const meta = {
  title: 'Features/Contest landing/Entry requirements',
  component: EntryRequirementsView,
} satisfies Meta<typeof EntryRequirementsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  args: {
    status: 'ready',
    categories: [
      {
        id: 1,
        registerGross: 500,
        maxAccountNum: 3,
        minVolume: 10,
        minTradingNum: 20,
        minStrategyDuration: 10,
      },
      {
        id: 2,
        registerGross: 10000,
        maxAccountNum: 2,
        minVolume: 50,
        minTradingNum: 30,
        minStrategyDuration: 15,
      },
    ],
  },
};
export const Loading: Story = { args: { status: 'loading' } };
export const Empty: Story = { args: { status: 'empty' } };
export const Failed: Story = { args: { status: 'failed', onRetry: fn() } };
