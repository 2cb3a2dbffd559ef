import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { rtlParameters, withDesignSystem } from '../../private/storybook';
import { Button } from '../Button';
import { Popover } from './Popover';

function Example({ open, onOpenChange }: { open?: boolean; onOpenChange?: (open: boolean) => void }) {
  return (
    <Popover.Root defaultOpen={open} onOpenChange={onOpenChange}>
      <Popover.Trigger>
        <Button tone="ghost">Jan–Mar 2025</Button>
      </Popover.Trigger>
      <Popover.Content label="Periods">
        <p>Jan–Mar 2025</p>
        <p>Oct–Dec 2024</p>
      </Popover.Content>
    </Popover.Root>
  );
}

const meta = {
  title: 'Design system/Popover',
  component: Example,
  decorators: [withDesignSystem],
  args: { onOpenChange: fn() },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { open: true } };
export const OpenRightToLeft: Story = { args: { open: true }, parameters: rtlParameters };
