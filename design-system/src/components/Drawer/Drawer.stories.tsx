import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { rtlParameters, withDesignSystem } from '../../private/storybook';
import { Button } from '../Button';
import { Drawer } from './Drawer';

function Example({ open, onOpenChange }: { open?: boolean; onOpenChange?: (open: boolean) => void }) {
  return (
    <Drawer.Root defaultOpen={open} onOpenChange={onOpenChange}>
      <Drawer.Trigger>
        <Button tone="ghost">Filters</Button>
      </Drawer.Trigger>
      <Drawer.Content
        title="Filter rewards"
        closeLabel="Close"
        description="Your choices apply when you confirm."
        footer={
          <>
            <Button tone="ghost">Reset</Button>
            <Drawer.Close>
              <Button>Confirm</Button>
            </Drawer.Close>
          </>
        }
      >
        <p>Event, prize, status and period rows go here.</p>
      </Drawer.Content>
    </Drawer.Root>
  );
}

const meta = {
  title: 'Design system/Drawer',
  component: Example,
  decorators: [withDesignSystem],
  args: { onOpenChange: fn() },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the trigger shows. */
export const Closed: Story = {};

/** Open from the inline end (the right). */
export const Open: Story = { args: { open: true } };

/** Right-to-left: the sheet comes from the left. */
export const OpenRightToLeft: Story = { args: { open: true }, parameters: rtlParameters };
