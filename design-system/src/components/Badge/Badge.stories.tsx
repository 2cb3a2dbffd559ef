import type { Meta, StoryObj } from '@storybook/react-vite';
import { rtlParameters, withDesignSystem } from '../../private/storybook';
import { Badge } from './Badge';
import { badgeTones } from './Badge.css';

const meta = {
  title: 'Design system/Badge',
  component: Badge,
  decorators: [withDesignSystem],
  args: { children: 'Ongoing', tone: 'success' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Neutral: Story = { args: { tone: 'neutral', children: 'Ended' } };
export const Info: Story = { args: { tone: 'info', children: 'Yet to start' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Pending' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Failed' } };

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

export const RightToLeft: Story = { parameters: rtlParameters, args: { children: 'جارية' } };
