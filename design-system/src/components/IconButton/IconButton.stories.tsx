import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { rtlParameters, withDesignSystem } from '../../private/storybook';
import { IconButton } from './IconButton';
import { iconButtonTones } from './IconButton.css';

const meta = {
  title: 'Design system/IconButton',
  component: IconButton,
  decorators: [withDesignSystem],
  args: { label: 'Back to top', icon: '↑', onClick: fn() },
  argTypes: { tone: { control: 'inline-radio', options: iconButtonTones } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = { args: { tone: 'ghost' } };
export const Solid: Story = { args: { tone: 'solid' } };
export const Inverse: Story = { args: { tone: 'inverse', label: 'Close', icon: '×' } };
export const RightToLeft: Story = {
  parameters: rtlParameters,
  args: { tone: 'solid', label: 'العودة إلى الأعلى' },
};
