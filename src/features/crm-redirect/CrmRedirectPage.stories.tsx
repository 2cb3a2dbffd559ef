import type { Meta, StoryObj } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import { crmRedirectMachine } from '../../../machines/crmRedirect.machine';
import { CrmRedirectPage } from './CrmRedirectPage';

const meta = {
  title: 'Features/CrmRedirect',
  component: CrmRedirectPage,
} satisfies Meta<typeof CrmRedirectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `fetching`: waiting for the CRM address. */
export const Fetching: Story = {
  args: {
    machine: crmRedirectMachine.provide({
      actors: { fetchRedirectUrl: fromPromise(() => new Promise<string | false>(() => undefined)) },
      actions: { goTo: () => undefined },
    }),
  },
};

/** `failed`: the visible fallback with a retry. */
export const Failed: Story = {
  args: {
    machine: crmRedirectMachine.provide({
      actors: { fetchRedirectUrl: fromPromise<string | false>(async () => false) },
      actions: { goTo: () => undefined },
    }),
  },
};
