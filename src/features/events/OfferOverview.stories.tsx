import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { offerSummaries } from './offerFixtures';
import { OfferOverviewView } from './OfferOverviewView';

/**
 * The event at a glance on `/usdt`, `/iboffer` and `/ibyearoffer` (the IB season here): one story per state
 * a person sees. Right-to-left: pick `ae` or `ug` in the locale toolbar; at 360 px the tiers table stacks.
 */
const meta = {
  title: 'Features/Events/Event at a glance',
  component: OfferOverviewView,
  parameters: { layout: 'padded' },
  args: { currency: 'USD', visitor: false },
} satisfies Meta<typeof OfferOverviewView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `loading`: the cards with their titles and placeholders of about their final height. */
export const Loading: Story = { args: { status: 'loading' } };
/** `failed`: the section says it could not load and offers Try again in place. */
export const Failed: Story = { args: { status: 'failed', retrying: false, onRetry: fn() } };
/** `loading.retrying`: the notice stays, its button busy. */
export const Retrying: Story = { args: { status: 'failed', retrying: true, onRetry: fn() } };
/** A visitor: period, rules and tiers, and an invitation to log in instead of progress. */
export const SignedOut: Story = { args: { status: 'ready', summary: offerSummaries.visitor, visitor: true } };
/** Signed in during the season: tier 1 reached, a bar towards tier 2 and what it still needs. */
export const SignedInWithProgress: Story = { args: { status: 'ready', summary: offerSummaries.running } };
/** Signed in with nothing counted yet. */
export const SignedInNoTierYet: Story = { args: { status: 'ready', summary: offerSummaries.noTierYet } };
/** Past the top tier's threshold: nothing more to reach. */
export const SignedInTopTier: Story = { args: { status: 'ready', summary: offerSummaries.topTier } };
/** Before the season starts: the count starts with it. */
export const Upcoming: Story = { args: { status: 'ready', summary: offerSummaries.upcoming } };
/** After the season: the final count and the tier reached, no bar. */
export const Ended: Story = { args: { status: 'ready', summary: offerSummaries.ended } };
/** A Japanese national sees the rewards in yen. */
export const InYen: Story = { args: { status: 'ready', summary: offerSummaries.running, currency: 'JPY' } };
/** Rules the service wrote in Arabic are marked as such, so they read right to left on any page. */
export const RulesInArabic: Story = { args: { status: 'ready', summary: offerSummaries.arabicRules } };
/** The tiers stack into label/value lines on a phone. */
export const OnAPhone: Story = {
  args: { status: 'ready', summary: offerSummaries.running },
  globals: { viewport: { value: 'w360' } },
};
