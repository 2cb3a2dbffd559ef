import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouterFrame } from '../../testing/withMemoryRouter';
import { eventEntriesFor } from '../../pages/registry';
import { NavigationMenu } from './NavigationMenu';

const meta = {
  title: 'Features/Navigation',
  component: NavigationMenu,
  decorators: [(Story) => <MemoryRouterFrame>{<Story />}</MemoryRouterFrame>],
} satisfies Meta<typeof NavigationMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChinaClient: Story = {
  args: { entries: eventEntriesFor({ nationality: '1', userType: 'crm_client', blacklist: [] }) },
};
export const HongKongIb: Story = {
  args: { entries: eventEntriesFor({ nationality: '81', userType: 'crm_ib', blacklist: [] }) },
};
/** No eligible event: the Event group is hidden, transaction history stays. */
export const NoEligibleEvent: Story = { args: { entries: [] } };
