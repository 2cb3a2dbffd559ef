import type { Meta, StoryObj } from '@storybook/react-vite';
import { withDesignSystem } from '../../private/storybook';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Design system/VisuallyHidden',
  component: VisuallyHidden,
  decorators: [withDesignSystem],
  args: { children: 'Read by screen readers only' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing shows between the brackets; a screen reader reads the text. */
export const Default: Story = {
  render: (args) => (
    <p>
      [<VisuallyHidden {...args} />]
    </p>
  ),
};

/** An icon-only control named for assistive technology. */
export const LabellingAnIcon: Story = {
  args: { children: 'Close' },
  render: (args) => (
    <button type="button">
      <span aria-hidden="true">×</span>
      <VisuallyHidden {...args} />
    </button>
  ),
};

export const AsBlock: Story = {
  args: { as: 'div', children: 'A block of hidden text' },
};
