import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { readSessionMessage, SessionMessage } from '../../../contract';
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
      failure: {
        message: readSessionMessage('System error'),
        traceId: '5b1e7c3a-2d4f-4a8b-9c6e-0f1a2b3c4d5e',
      },
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
      failure: {
        message: readSessionMessage('System error'),
        traceId: '5b1e7c3a-2d4f-4a8b-9c6e-0f1a2b3c4d5e',
      },
      ownPage: pageByKey['doo-trader'],
    },
  },
};
/** `unauthorized`: a §5 message the app knows, said in the reader's language, with the trace id. */
export const InvalidCookie: Story = {
  args: {
    state: {
      kind: 'unauthorized',
      failure: {
        message: readSessionMessage(SessionMessage.INVALID_FORMAT),
        code: 10102,
        traceId: '3f2a9c1e-0b7d-4f5e-9a61-2c8e4d1b7a90',
      },
      onSignIn: fn(),
    },
  },
};
/** `unauthorized` with a message the app does not know: shown as the service wrote it, marked English. */
export const UnknownRefusal: Story = {
  args: {
    state: {
      kind: 'unauthorized',
      failure: {
        message: readSessionMessage('Token revoked by administrator'),
        code: 10106,
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
      failure: {
        message: readSessionMessage('Request timed out'),
        traceId: '7f3c2a9e-51d4-4b8e-9a0f-2c6d1e8b4a57',
      },
      onRetry: fn(),
    },
  },
};
