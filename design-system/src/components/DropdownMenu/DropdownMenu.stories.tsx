import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { rtlParameters, withDesignSystem } from '../../private/storybook';
import { Button } from '../Button';
import { DropdownMenu } from './DropdownMenu';

const meta = {
  title: 'Design system/DropdownMenu',
  component: DropdownMenu.Root,
  decorators: [withDesignSystem],
  args: { defaultOpen: true, children: null },
  render: (args) => (
    <DropdownMenu.Root {...args}>
      <DropdownMenu.Trigger>
        <Button tone="ghost">
          Account
          <DropdownMenu.TriggerChevron />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>Signed in</DropdownMenu.Label>
        <DropdownMenu.Item onSelect={fn()}>My account</DropdownMenu.Item>
        <DropdownMenu.Item disabled>Settings</DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item onSelect={fn()}>Log out</DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  ),
} satisfies Meta<typeof DropdownMenu.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Closed: Story = { args: { defaultOpen: false } };
export const RightToLeft: Story = { parameters: rtlParameters };
