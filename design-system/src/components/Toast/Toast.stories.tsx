import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { rtlParameters, withDesignSystem } from '../../private/storybook';
import { Toast, ToastRegion } from './Toast';
import { toastTones } from './Toast.css';

const meta = {
  title: 'Design system/Toast',
  component: Toast,
  decorators: [withDesignSystem],
  args: { title: 'Copied to clipboard', dismissLabel: 'Close', onDismiss: fn() },
  argTypes: { tone: { control: 'inline-radio', options: toastTones } },
  render: (args) => (
    <ToastRegion label="Notifications">
      <Toast {...args} />
    </ToastRegion>
  ),
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const SystemError: Story = {
  args: {
    tone: 'error',
    title: 'System error',
    children: <p>Exception ID: 3f2a9c1e-0b7d-4f5e-9a61-2c8e4d1b7a90</p>,
  },
};
export const Closing: Story = { args: { state: 'closing' } };
export const RightToLeft: Story = {
  parameters: rtlParameters,
  args: { tone: 'error', title: 'خطأ في النظام' },
};
