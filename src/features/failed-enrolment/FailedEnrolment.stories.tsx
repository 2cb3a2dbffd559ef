import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { TradingType } from '../../../contract/contest';
import { withSessionOfNationality } from '../../app/session/sessionStoryDecorator';
import { FailedEnrolmentList } from './FailedEnrolmentList';
import { FailedEnrolmentSection } from './FailedEnrolmentSection';

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

/** `empty` or `loading`: nothing is drawn. */
export const NoAccounts: Story = { args: { accounts: [] } };

/** `failed`: the list could not be loaded; the section says so, with Try again (which fails again here). */
export const LoadFailed: StoryObj<typeof FailedEnrolmentSection> = {
  render: () => <FailedEnrolmentSection loadFailedEnrolments={async () => false} />,
  decorators: [withSessionOfNationality],
  parameters: { nationality: '1' },
};

/** `loading.retrying`: after Try again, the notice stays with its button busy until the answer comes. */
export const Retrying: StoryObj<typeof FailedEnrolmentSection> = {
  render: () => {
    let calls = 0;
    const load = () =>
      calls++ === 0 ? Promise.resolve(false as const) : new Promise<never>(() => undefined);
    return <FailedEnrolmentSection loadFailedEnrolments={load} />;
  },
  decorators: [withSessionOfNationality],
  parameters: { nationality: '1' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Try again' }));
  },
};
