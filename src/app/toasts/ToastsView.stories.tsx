import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ToastsView } from './ToastsView';

const systemError = { id: 1, kind: 'systemError', traceId: '3f2a9c1e-0b7d-4f5e-9a61-2c8e4d1b7a90' } as const;

const meta = {
  title: 'Features/Toasts',
  component: ToastsView,
  parameters: { layout: 'fullscreen' },
  args: {
    shown: systemError,
    phase: 'visible',
    onDismiss: fn(),
    onCopy: fn(),
    onPointerPresence: fn(),
    onFocusPresence: fn(),
  },
} satisfies Meta<typeof ToastsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `showing.visible.ready`: the system-error toast (§8). */
export const SystemError: Story = {};
/** `showing.visible.copied`: the trace id was copied. */
export const Copied: Story = { args: { phase: 'copied' } };
/** `showing.fading`: the 300 ms fade before removal. */
export const Fading: Story = { args: { phase: 'fading' } };
/** A plain message toast (2000 ms). */
export const Message: Story = { args: { shown: { id: 2, kind: 'message', message: 'Saved' } } };
/** `idle`: nothing shown. */
export const Idle: Story = { args: { shown: undefined } };
