import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SessionGateView } from './SessionGateView';

const meta = {
  title: 'Features/Session/SessionGate',
  component: SessionGateView,
} satisfies Meta<typeof SessionGateView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `loading` on a page that needs a session. */
export const Checking: Story = { args: { state: { kind: 'checking' } } };
/** `switching` / `reloadingAfterSwitch`: the page waits for its account type. */
export const Switching: Story = { args: { state: { kind: 'switching' } } };
/** `switchFailed`: the one retry is spent; the button reloads. */
export const SwitchFailed: Story = {
  args: { state: { kind: 'switchFailed', before: 'crm_client', after: 'crm_client', onReload: fn() } },
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
