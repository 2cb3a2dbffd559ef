import type { Meta, StoryObj } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import { demoFormMachine } from '../../../machines/demoForm.machine';
import { DemoFormPage } from './DemoFormPage';

const meta = {
  title: 'Features/DemoForm',
  component: DemoFormPage,
} satisfies Meta<typeof DemoFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const machine = (load: () => Promise<{ id: string; name: string; email: string }>) =>
  demoFormMachine.provide({
    actors: {
      loadState: fromPromise(load),
      saveState: fromPromise<void, { id: string; name: string; email: string }>(async () => undefined),
    },
  });

/** `loading`: reading the stored state. */
export const Loading: Story = { args: { machine: machine(() => new Promise(() => undefined)) } };
/** `editing`: the stored state read back (press Save for `saved`). */
export const Editing: Story = {
  args: { machine: machine(async () => ({ id: '20100001', name: '王小明', email: 'wang@example.com' })) },
};
