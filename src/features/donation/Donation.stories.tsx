import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DonationAmountView } from './DonationAmountView';
import { DonationModal } from './DonationModal';

const meta = {
  title: 'Features/Contest landing/Donation',
  component: DonationAmountView,
} satisfies Meta<typeof DonationAmountView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Amount: Story = { args: { status: 'ready', amount: 125000.5, currency: 'USD' } };
export const AmountInYen: Story = { args: { status: 'ready', amount: 18750075, currency: 'JPY' } };
export const Loading: Story = { args: { status: 'loading' } };
export const Failed: Story = { args: { status: 'failed', onRetry: fn() } };

const load = async () => ({ donationAmount: 125000.5, donationAmountJpy: 18750075 });

/** `closed`: the floating button. */
export const ModalClosed: StoryObj<typeof DonationModal> = {
  render: () => <DonationModal currency="USD" buttonVisible loadAmount={load} />,
};

/** `open.celebrating`: confetti falls for 5 s, then `open.still`. */
export const ModalOpen: StoryObj<typeof DonationModal> = {
  render: () => <DonationModal currency="USD" buttonVisible loadAmount={load} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    // The dialog's code loads on the click; it is visible once its opening animation has run.
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** `open.still` at once: reduced motion, no confetti. */
export const ModalReducedMotion: StoryObj<typeof DonationModal> = {
  render: () => (
    <DonationModal currency="USD" buttonVisible loadAmount={load} modal={{ reducedMotion: true }} />
  ),
  play: ModalOpen.play,
};
