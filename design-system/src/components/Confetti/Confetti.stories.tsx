import type { Meta, StoryObj } from '@storybook/react-vite';
import { withDesignSystem } from '../../private/storybook';
import { Confetti } from './Confetti';

const meta = {
  title: 'Design system/Confetti',
  component: Confetti,
  decorators: [withDesignSystem],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Confetti>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Falls for 5 s, then stays empty (remount the story to see it again). */
export const Default: Story = {};
export const Short: Story = { args: { durationMs: 1500, pieces: 24 } };
export const Dense: Story = { args: { pieces: 120 } };
