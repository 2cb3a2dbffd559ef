import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SessionUser } from '../../../contract';
import { MemoryRouterFrame } from '../../testing/withMemoryRouter';
import { SessionViewProvider, signedOutView, type SessionView } from '../session/sessionView';
import { SiteShell } from './SiteShell';

const chinaClient: SessionUser = {
  uuid: 'story-user',
  nationality: '1',
  switchUser: false,
  userType: 'crm_client',
  blacklist: [],
};

const withSession = (session: SessionView) => ({
  decorators: [
    (Story: () => React.ReactNode) => (
      <SessionViewProvider value={session}>
        <Story />
      </SessionViewProvider>
    ),
  ],
});

/** Stands in for a page: the story shows the frame around it. */
const PagePlaceholder = ({ title }: { title: string }) => <h1 id="page-title">{title}</h1>;

const meta = {
  title: 'Features/Layout/SiteShell',
  component: SiteShell,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <MemoryRouterFrame>{<Story />}</MemoryRouterFrame>],
} satisfies Meta<typeof SiteShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame every page shares, for a visitor who is not signed in. Try the locale toolbar for `ae` and `ug`. */
export const WithAPage: Story = {
  args: { children: <PagePlaceholder title="Doo Trader contest" /> },
  ...withSession(signedOutView),
};

/** Signed in: the navigation row appears under the header. */
export const SignedIn: Story = {
  args: { children: <PagePlaceholder title="Doo Trader contest" /> },
  ...withSession({ status: 'signedIn', user: chinaClient }),
};

/** While the session call runs, the header offers neither login nor logout. */
export const SessionLoading: Story = {
  args: { children: <PagePlaceholder title="Doo Trader contest" /> },
  ...withSession({ status: 'loading', user: null }),
};

export const OnAPhone: Story = {
  args: { children: <PagePlaceholder title="Transaction history" /> },
  globals: { viewport: { value: 'w360' } },
  ...withSession({ status: 'signedIn', user: chinaClient }),
};
