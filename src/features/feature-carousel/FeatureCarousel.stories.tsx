import { fn } from 'storybook/test';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FeatureCarouselView } from './FeatureCarouselView';
import { slidesForCountry } from './featureSlides';

const items = [1, 2, 3, 4, 5, 6, 7].map((slide) => ({ img: '', text: `text${slide}`, desc: `desc${slide}` }));

const meta = {
  title: 'Features/Contest landing/Feature carousel',
  component: FeatureCarouselView,
} satisfies Meta<typeof FeatureCarouselView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor from China: the Chinese-support slide, no local payments slide. */
export const China: Story = { args: { status: 'ready', items: slidesForCountry(items, 'CN') } };
/** Everyone else: the local payments slide instead. */
export const ElsewhereInTheWorld: Story = { args: { status: 'ready', items: slidesForCountry(items, 'MY') } };
export const Loading: Story = { args: { status: 'loading' } };
export const Failed: Story = { args: { status: 'failed', onRetry: fn(), retrying: false } };
export const Retrying: Story = { args: { status: 'failed', onRetry: fn(), retrying: true } };
