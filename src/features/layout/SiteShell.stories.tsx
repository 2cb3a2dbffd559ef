import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouterFrame } from '../../testing/withMemoryRouter';
import { ComingSoonPage } from '../coming-soon/ComingSoonPage';
import { SiteShell } from './SiteShell';

const meta = {
  title: 'Features/Layout/SiteShell',
  component: SiteShell,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <MemoryRouterFrame>{<Story />}</MemoryRouterFrame>],
} satisfies Meta<typeof SiteShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame every page shares, here around a page still being built. Try the locale toolbar for `ae` and `ug`. */
export const WithComingSoonPage: Story = {
  args: { children: <ComingSoonPage page="dooTrader" /> },
};

export const OnAPhone: Story = {
  args: { children: <ComingSoonPage page="transactionHistory" /> },
  globals: { viewport: { value: 'w360' } },
};
