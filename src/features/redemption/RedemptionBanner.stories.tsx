import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { RedemptionPrizeInfo } from '../../../contract/redemption';
import { prizeInfoSamples } from '../../../machines/redemption.fixtures';
import type { PrizeInfoResult } from '../../../machines/redemption.machine';
import { RedemptionBanner } from './RedemptionBanner';

const loader = (info: RedemptionPrizeInfo | false) =>
  fromPromise<PrizeInfoResult, { round: number }>(async () => info);
const today = () => new Date('2026-12-10T08:00:00Z');

const meta = {
  title: 'Features/Race/Redemption banner',
  component: RedemptionBanner,
  args: {
    round: 2,
    now: today,
    claimForm: <p>The address form goes here.</p>,
    loadPrizeInfo: loader(prizeInfoSamples.claimable),
  },
} satisfies Meta<typeof RedemptionBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `shown.claimable`: target reached, gifts in stock, redemption open. */
export const Claimable: Story = {};

/** `shown.locked`: the volume still needed. */
export const TargetNotReached: Story = { args: { loadPrizeInfo: loader(prizeInfoSamples.notReached) } };

/** `shown.locked`: every gift has been claimed. */
export const FullyRedeemed: Story = { args: { loadPrizeInfo: loader(prizeInfoSamples.fullyRedeemed) } };

/** `shown.locked`: the redemption period is over. */
export const Ended: Story = { args: { loadPrizeInfo: loader(prizeInfoSamples.ended) } };

/** `shown.submitted`: the check-claim link and the success message. */
export const Submitted: Story = { args: { loadPrizeInfo: loader(prizeInfoSamples.submitted) } };

/** The last day of the redemption. */
export const LastDay: Story = { args: { now: () => new Date('2026-12-16T20:00:00Z') } };

/** `shown.claiming`: the claim modal open. */
export const ClaimModalOpen: Story = {
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button');
    await userEvent.click(button);
  },
};

/** `hidden` (and `loading`): no gifts, or no answer yet — nothing is drawn. */
export const HiddenWithoutGifts: Story = { args: { loadPrizeInfo: loader(prizeInfoSamples.noGifts) } };
