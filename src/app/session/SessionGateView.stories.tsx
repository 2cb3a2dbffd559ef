import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { pageByKey } from '../../pages/registry';
import { MemoryRouterFrame } from '../../testing/withMemoryRouter';
import { SessionGateView } from './SessionGateView';

const meta = {
  title: 'Features/Session/SessionGate',
  component: SessionGateView,
  decorators: [(Story) => <MemoryRouterFrame>{<Story />}</MemoryRouterFrame>],
} satisfies Meta<typeof SessionGateView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `loading` on a page that needs a session. */
export const Checking: Story = { args: { state: { kind: 'checking' } } };
/** `switching`, `reloadingAfterSwitch`, `retryingSwitch`, `reloadingAfterRetry`: the page waits for its account type. */
export const Switching: Story = { args: { state: { kind: 'switching' } } };
/** `wrongType`: a client without switchUser on an IB page, pointed to the client's contest page. */
export const PageForIbs: Story = {
  args: { state: { kind: 'wrongType', pageFor: 'crm_ib', ownPage: pageByKey['doo-trader'] } },
};
/** `wrongType`: an IB without switchUser on a client page, pointed to the IB season event. */
export const PageForClients: Story = {
  args: { state: { kind: 'wrongType', pageFor: 'crm_client', ownPage: pageByKey.iboffer } },
};
/** `switchFailed`: the switch call failed; one retry is offered. */
export const SwitchFailed: Story = {
  args: {
    state: {
      kind: 'switchFailed',
      pageFor: 'crm_ib',
      failure: { message: 'System error', traceId: '5b1e7c3a-2d4f-4a8b-9c6e-0f1a2b3c4d5e' },
      onRetry: fn(),
    },
  },
};
/** `switchRetryFailed`: the retry failed too; no more retries, a link to the account's own page. */
export const SwitchRetryFailed: Story = {
  args: {
    state: {
      kind: 'switchRetryFailed',
      pageFor: 'crm_ib',
      failure: { message: 'System error', traceId: '5b1e7c3a-2d4f-4a8b-9c6e-0f1a2b3c4d5e' },
      ownPage: pageByKey['doo-trader'],
    },
  },
};
/** `unauthorized`: the service's §5 message, shown as it is, with the trace id. */
export const InvalidCookie: Story = {
  args: {
    state: {
      kind: 'unauthorized',
      failure: {
        message: 'Invalid JSID format!',
        code: 10102,
        traceId: '3f2a9c1e-0b7d-4f5e-9a61-2c8e4d1b7a90',
      },
      onSignIn: fn(),
    },
  },
};
/** `unavailable`: the session call failed (network, timeout, server fault), shown with its trace id. */
export const Unavailable: Story = {
  args: {
    state: {
      kind: 'unavailable',
      failure: { message: 'Request timed out', traceId: '7f3c2a9e-51d4-4b8e-9a0f-2c6d1e8b4a57' },
      onRetry: fn(),
    },
  },
};
