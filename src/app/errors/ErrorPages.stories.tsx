import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NewVersionPage } from './NewVersionPage';
import { NotFoundView } from './NotFoundView';
import { ServerErrorPage } from './ServerErrorPage';

const meta = {
  title: 'Features/Errors/NotFound',
  component: NotFoundView,
  args: { onGoHome: fn(), onStay: fn() },
} satisfies Meta<typeof NotFoundView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `counting`: the countdown as it starts. */
export const Counting: Story = { args: { countdown: { secondsLeft: 4 } } };

/** `counting` on its last second (singular wording). */
export const LastSecond: Story = { args: { countdown: { secondsLeft: 1 } } };

/** `redirecting`: the countdown ended or the button was pressed. */
export const Redirecting: Story = { args: { countdown: 'redirecting' } };

/** `stayed`: the person pressed "Stay on this page" (WCAG 2.2.1). */
export const Stayed: Story = { args: { countdown: 'stayed' } };

export const ServerError: StoryObj<typeof ServerErrorPage> = {
  render: () => <ServerErrorPage onRefresh={fn()} />,
};

/** Global 500, `counting`: signs out after 5 s (the `sc` text says it goes to the user center). */
export const GlobalServerErrorCounting: StoryObj<typeof ServerErrorPage> = {
  render: () => <ServerErrorPage onRefresh={fn()} countdown={{ secondsLeft: 5 }} onStay={fn()} />,
};

/** Global 500, `stayed`. */
export const GlobalServerErrorStayed: StoryObj<typeof ServerErrorPage> = {
  render: () => <ServerErrorPage onRefresh={fn()} countdown="stayed" />,
};

/** Global 500, `redirecting`. */
export const GlobalServerErrorSigningOut: StoryObj<typeof ServerErrorPage> = {
  render: () => <ServerErrorPage onRefresh={fn()} countdown="redirecting" />,
};

/** A page's code of an older deploy failed to load: reload, stay signed in (issue 15). */
export const NewVersionAvailable: StoryObj<typeof NewVersionPage> = {
  render: () => <NewVersionPage onReload={fn()} />,
};
