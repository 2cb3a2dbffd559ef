import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SessionUser } from '../../../contract';
import { MemoryRouterFrame } from '../../testing/withMemoryRouter';
import { SessionViewProvider, type SessionView } from '../session/sessionView';
import { SiteHeader } from './SiteHeader';

const user = (overrides: Partial<SessionUser>): SessionUser => ({
  uuid: 'story-user',
  nationality: '1',
  switchUser: false,
  userType: 'crm_client',
  blacklist: [],
  ...overrides,
});

const meta = {
  title: 'Features/Header/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  args: { session: { status: 'signedOut', user: null }, path: '/' },
  render: ({ session, path }: { session: SessionView; path: string }) => (
    <MemoryRouterFrame path={path}>
      <SessionViewProvider value={session}>
        <SiteHeader />
      </SessionViewProvider>
    </MemoryRouterFrame>
  ),
} satisfies Meta<{ session: SessionView; path: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Register and login (locale `id` shows login only: pick it in the toolbar). */
export const SignedOut: Story = {};
/** The contest landing page: the language picker offers sc, tc and kr only. */
export const SignedOutOnTheContestPage: Story = { args: { path: '/doo-trader' } };
export const Loading: Story = { args: { session: { status: 'loading', user: null } } };
export const ChinaClient: Story = { args: { session: { status: 'signedIn', user: user({}) } } };
export const HongKongIb: Story = {
  args: { session: { status: 'signedIn', user: user({ nationality: '81', userType: 'crm_ib' }) } },
};
/** A user with switchUser sees the control to swap views. */
export const KoreaWithSwitchUser: Story = {
  args: { session: { status: 'signedIn', user: user({ nationality: 'KOR', switchUser: true }) } },
};
/** Japan: an account menu with "my account" (new tab) and logout. */
export const JapanAccountMenu: Story = {
  args: { session: { status: 'signedIn', user: user({ nationality: 'JP' }) } },
};
/** India: no eligible event, so only the transaction history link. */
export const IndiaNoEvents: Story = {
  args: { session: { status: 'signedIn', user: user({ nationality: 'IND' }) } },
};
export const OnAPhone: Story = {
  args: { session: { status: 'signedIn', user: user({ nationality: 'KOR', switchUser: true }) } },
  globals: { viewport: { value: 'w360' } },
};
/** `unavailable` on a public page: the session call failed, so the header says so, with Try again, not "Log in". */
export const SessionCheckFailed: Story = {
  args: { session: { status: 'unchecked', user: null }, path: '/doo-trader' },
};
/** `rechecking`, and the phone width. */
export const SessionCheckFailedOnAPhone: Story = {
  args: { session: { status: 'unchecked', user: null }, path: '/doo-trader' },
  globals: { viewport: { value: 'w360' } },
};
