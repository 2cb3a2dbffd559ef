import type { Meta, StoryObj } from '@storybook/react-vite';
import { rtlParameters, withDesignSystem } from '../../private/storybook';
import { ProgressBar } from './ProgressBar';
import { progressTones } from './ProgressBar.css';

const meta = {
  title: 'Design system/ProgressBar',
  component: ProgressBar,
  decorators: [withDesignSystem],
  args: { label: 'Trading volume towards the gift', value: 42, showLabel: true },
  argTypes: {
    tone: { control: 'inline-radio', options: progressTones },
    value: { control: { type: 'range', min: 0, max: 120 } },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partway: Story = {};

export const Empty: Story = { args: { value: 0 } };

export const Reached: Story = { args: { value: 117.8, tone: 'success', valueText: '117.8 / 100 lots' } };

export const Accent: Story = { args: { value: 80, tone: 'accent' } };

export const WithoutLabel: Story = { args: { showLabel: false } };

/** The fill grows from the right. */
export const RightToLeft: Story = { parameters: rtlParameters, args: { label: 'حجم التداول', value: 65 } };
