import type { Meta, StoryObj } from '@storybook/react-vite';
import { EntryProcessSection } from './EntryProcessSection';

const meta = {
  title: 'Features/Contest landing/Entry process',
  component: EntryProcessSection,
  args: { loginHref: '#login', registerHref: '#register', japan: false },
} satisfies Meta<typeof EntryProcessSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button registers. */
export const Default: Story = {};
/** Japan: the button logs in. */
export const Japan: Story = { args: { japan: true } };
