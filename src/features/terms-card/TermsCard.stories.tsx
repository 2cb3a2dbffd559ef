import type { Meta, StoryObj } from '@storybook/react-vite';
import { TermsCardView } from './TermsCardView';

const meta = {
  title: 'Features/Contest landing/Terms card',
  component: TermsCardView,
} satisfies Meta<typeof TermsCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  args: {
    status: 'ready',
    terms: {
      quarter: '2025Q4',
      title: 'Doo Trader contest terms and conditions',
      clauses: [
        'The contest is open to verified clients of eligible regions who enter a live trading account.',
        'Each round is ranked by rate of return; accounts must meet the minimum volume, trade count and strategy duration.',
        'Prizes are paid in USD (or JPY for Japan) within 30 days after the round is finalized.',
      ],
      documentUrl: 'https://www.example.com/documents/doo-trader-terms.pdf',
    },
  },
};
export const Loading: Story = { args: { status: 'loading' } };
/** A failed call or a missing entry: the section is left out (§8), so nothing renders. */
