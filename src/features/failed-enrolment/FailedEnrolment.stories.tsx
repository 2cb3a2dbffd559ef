import type { Meta, StoryObj } from '@storybook/react-vite';
import { TradingType } from '../../../contract/contest';
import { FailedEnrolmentList } from './FailedEnrolmentList';

const meta = {
  title: 'Features/Landing/Failed enrolments',
  component: FailedEnrolmentList,
  args: {
    accounts: [
      { uuid: 'u1', accountId: 20100003, tradingType: TradingType.CLASSIC, equityJpy: 60_000 },
      { uuid: 'u1', accountId: 20100004, tradingType: TradingType.MASTER, equityJpy: 900_000 },
    ],
  },
} satisfies Meta<typeof FailedEnrolmentList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `ready`: two accounts could not be entered automatically. */
export const Several: Story = {};

/** One account (singular wording). */
export const One: Story = {
  args: { accounts: [{ uuid: 'u1', accountId: 20100003, tradingType: 1, equityJpy: 60_000 }] },
};

/** A Japanese client also sees each account's equity in yen. */
export const JapaneseClient: Story = { args: { currency: 'JPY' } };

/** `empty`, `loading` or `failed`: nothing is drawn. */
export const NoAccounts: Story = { args: { accounts: [] } };
