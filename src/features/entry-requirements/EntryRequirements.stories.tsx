import type { CategoryDetails } from '../../../contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EntryRequirementsView } from './EntryRequirementsView';

const meta = {
  title: 'Features/Contest landing/Entry requirements',
  component: EntryRequirementsView,
} satisfies Meta<typeof EntryRequirementsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const categories = [
  {
    id: 1,
    registerGross: 500,
    registerGrossJpy: 75000,
    maxAccountNum: 3,
    minVolume: 10,
    minTradingNum: 20,
    minStrategyDuration: 10,
  },
  {
    id: 2,
    registerGross: 10000,
    registerGrossJpy: 1500000,
    maxAccountNum: 2,
    minVolume: 50,
    minTradingNum: 30,
    minStrategyDuration: 15,
  },
] satisfies CategoryDetails[];

export const Ready: Story = { args: { status: 'ready', currency: 'USD', categories } };
export const Loading: Story = { args: { status: 'loading' } };
export const Empty: Story = { args: { status: 'empty' } };
export const Failed: Story = { args: { status: 'failed', onRetry: fn() } };

/** A Japanese participant: the minimum equity in yen (§1). */
export const Yen: Story = { args: { status: 'ready', currency: 'JPY', categories } };
