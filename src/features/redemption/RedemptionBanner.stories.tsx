import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { RedemptionPrizeInfo } from '../../../contract/redemption';
import { claimRoundsSamples, prizeInfoSamples, sampleNow } from '../../../machines/redemption.fixtures';
import type { PrizeInfoResult } from '../../../machines/redemption.machine';
import { RedemptionBanner } from './RedemptionBanner';

const loader = (info: RedemptionPrizeInfo | false) =>
  fromPromise<PrizeInfoResult, { round: number }>(async () => info);

const meta = {
  title: 'Features/Race/Redemption banner',
  component: RedemptionBanner,
  args: {
    rounds: claimRoundsSamples.round1Running,
    now: () => sampleNow,
    claimForm: (round: number) => <p>The address form for round {round} goes here.</p>,
    loadPrizeInfo: loader(prizeInfoSamples.claimable),
  },
} satisfies Meta<typeof RedemptionBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `shown.claimable`: target reached, gifts in stock, redemption open. */
export const Claimable: Story = {};

/** `shown.notReached`: the volume still needed. */
export const TargetNotReached: Story = { args: { loadPrizeInfo: loader(prizeInfoSamples.notReached) } };

/** `shown.fullyRedeemed`: every gift has been claimed. */
export const FullyRedeemed: Story = { args: { loadPrizeInfo: loader(prizeInfoSamples.fullyRedeemed) } };

/** `shown.exchangeEnded`: the service says the redemption period is over. */
export const Ended: Story = { args: { loadPrizeInfo: loader(prizeInfoSamples.ended) } };

/** `shown.windowClosed`: the service's clock is past the round's reset time. */
export const WindowClosed: Story = { args: { loadPrizeInfo: loader(prizeInfoSamples.windowClosed) } };

/** `shown.submitted`: the check-claim link and the success message. */
export const Submitted: Story = { args: { loadPrizeInfo: loader(prizeInfoSamples.submitted) } };

/** Between rounds (issue 12): round 2 is over, its won gift is claimable until its reset. */
export const EndedRoundStillClaimable: Story = {
  args: { rounds: claimRoundsSamples.betweenRounds, now: () => Date.UTC(2026, 11, 12, 9) },
};

/** The last day of the redemption. */
export const LastDay: Story = { args: { now: () => Date.UTC(2026, 11, 16, 20) } };

/** `shown.claiming`: the claim modal open. */
export const ClaimModalOpen: Story = {
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Claim gift' });
    await userEvent.click(button);
  },
};

/** `shown.reviewingClaim`: the modal opened from the check-claim link. */
export const ReviewingClaim: Story = {
  args: { loadPrizeInfo: loader(prizeInfoSamples.submitted) },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Check my claim' });
    await userEvent.click(button);
  },
};

/** `hidden` (and `loading`): no gifts, or no answer yet — nothing is drawn. */
export const HiddenWithoutGifts: Story = { args: { loadPrizeInfo: loader(prizeInfoSamples.noGifts) } };

/** `failed`: the prize info could not be loaded; the banner says so, with Try again. */
export const LoadFailed: Story = {
  args: {
    loadPrizeInfo: fromPromise<PrizeInfoResult, { round: number }>(async () => {
      throw new Error('HTTP 500');
    }),
  },
};

/** `retrying`: after Try again, the notice stays with its button busy until the answer comes. */
export const Retrying: Story = {
  render: (args) => {
    let calls = 0;
    const loadPrizeInfo = fromPromise<PrizeInfoResult, { round: number }>(() =>
      calls++ === 0 ? Promise.reject(new Error('HTTP 500')) : new Promise<never>(() => undefined),
    );
    return <RedemptionBanner {...args} loadPrizeInfo={loadPrizeInfo} />;
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Try again' }));
  },
};
