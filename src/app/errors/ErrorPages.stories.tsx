import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NewVersionPage } from './NewVersionPage';
import { NotFoundView } from './NotFoundView';
import { ServerErrorPage } from './ServerErrorPage';

const meta = {
  title: 'Features/Errors/NotFound',
  component: NotFoundView,
  args: { onGoHome: fn() },
} satisfies Meta<typeof NotFoundView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `counting`: the countdown as it starts. */
export const Counting: Story = { args: { secondsLeft: 4 } };

/** `counting` on its last second (singular wording). */
export const LastSecond: Story = { args: { secondsLeft: 1 } };

/** `redirecting`: the countdown ended or the button was pressed. */
export const Redirecting: Story = { args: { secondsLeft: undefined } };

export const ServerError: StoryObj<typeof ServerErrorPage> = {
  render: () => <ServerErrorPage onRefresh={fn()} />,
};

/** Global 500, `counting`: signs out after 5 s (the `sc` text says it goes to the user center). */
export const GlobalServerErrorCounting: StoryObj<typeof ServerErrorPage> = {
  render: () => <ServerErrorPage onRefresh={fn()} secondsLeft={5} />,
};

/** Global 500, `redirecting`. */
export const GlobalServerErrorSigningOut: StoryObj<typeof ServerErrorPage> = {
  render: () => <ServerErrorPage onRefresh={fn()} secondsLeft={null} />,
};

/** A page's code of an older deploy failed to load: reload, stay signed in (issue 15). */
export const NewVersionAvailable: StoryObj<typeof NewVersionPage> = {
  render: () => <NewVersionPage onReload={fn()} />,
};
