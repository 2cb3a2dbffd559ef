import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { StoredUserState } from '../../../contract';
import { demoFormMachine } from '../../../machines/demoForm.machine';
import { describeModelPaths } from '../../../machines/testing/modelPaths';
import { failureCause } from '../../../machines/testing/plainWords';
import { flushPromises, promiseStub } from '../../../machines/testing/promiseStub';
import { activateSourceLocale } from '../../testing/i18n';
import { DemoFormPage } from './DemoFormPage';

const stored: StoredUserState = { id: '7', name: 'Ann', email: 'ann@example.com' };
const labels = { id: 'ID', name: 'Name', email: 'Email' } as const;

function renderPage() {
  activateSourceLocale();
  const load = promiseStub<StoredUserState>();
  const save = promiseStub<void, StoredUserState>();
  const machine = demoFormMachine.provide({ actors: { loadState: load.logic, saveState: save.logic } });
  const view = render(
    <I18nProvider i18n={i18n}>
      <DemoFormPage machine={machine} />
    </I18nProvider>,
  );
  return { ...view, load, save, user: userEvent.setup() };
}
type System = ReturnType<typeof renderPage>;

const settle = () => act(() => flushPromises());
const field = (name: keyof typeof labels) => screen.getByRole('textbox', { name: labels[name] });
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const note = () => screen.getByRole('status');

describeModelPaths(
  'DemoFormPage driven by demoForm',
  demoFormMachine,
  {
    events: [
      { type: 'xstate.done.actor.loadState', output: stored },
      { type: 'xstate.error.actor.loadState', error: new Error('The encryption key is not on this device') },
      { type: 'field.changed', field: 'name', value: 'Bo' },
      { type: 'save.requested' },
      { type: 'xstate.done.actor.saveState', output: undefined },
      { type: 'xstate.error.actor.saveState', error: new Error('The storage quota is full') },
    ] as never,
  },
  {
    render: renderPage,
    events: {
      'xstate.done.actor.loadState': async ({ load }: System, event) => {
        load.resolve((event as unknown as { output: StoredUserState }).output);
        await settle();
      },
      'xstate.error.actor.loadState': async ({ load }: System, event) => {
        load.reject((event as unknown as { error: unknown }).error);
        await settle();
      },
      'field.changed': async ({ user }: System, event) => {
        const { field: name, value } = event as { field: keyof typeof labels; value: string };
        await user.clear(field(name));
        await user.type(field(name), value);
      },
      'save.requested': ({ user }: System) => user.click(saveButton()),
      'xstate.done.actor.saveState': async ({ save }: System) => {
        save.resolve(undefined);
        await settle();
      },
      'xstate.error.actor.saveState': async ({ save }: System, event) => {
        save.reject((event as unknown as { error: unknown }).error);
        await settle();
      },
    },
    states: {
      loading: () => {
        for (const name of Object.keys(labels) as Array<keyof typeof labels>)
          expect(field(name)).toBeDisabled();
      },
      editing: (_system, expected) => {
        for (const name of Object.keys(labels) as Array<keyof typeof labels>) {
          expect(field(name)).toBeEnabled();
          expect(field(name)).toHaveValue(expected.context.values[name]);
        }
        expect(saveButton()).not.toHaveAttribute('aria-busy', 'true');
      },
      'editing.unsaved': () => {
        expect(note()).toBeEmptyDOMElement();
      },
      'editing.saved': ({ save }: System, expected) => {
        expect(note()).toHaveTextContent('Saved on this device, encrypted.');
        expect(save.inputs.at(-1)).toEqual(expected.context.values);
      },
      'editing.failed': () => {
        expect(note()).toHaveTextContent('Could not save. Please try again.');
      },
      saving: ({ save }: System) => {
        expect(saveButton()).toHaveAttribute('aria-busy', 'true');
        expect(save.waiting()).toBe(1);
      },
    },
    cleanup: ({ unmount }: System) => unmount(),
    say: {
      'xstate.init': 'Open /demo-form.',
      'xstate.done.actor.loadState': (event) => {
        const { id, name, email } = (event as unknown as { output: StoredUserState }).output;
        return `The values saved on this device load: ID ${id}, name ${name}, email ${email}.`;
      },
      'xstate.error.actor.loadState': (event) =>
        `Reading the saved values fails: ${failureCause((event as unknown as { error: unknown }).error)}.`,
      'field.changed': (event) => {
        const { field: name, value } = event as unknown as { field: keyof typeof labels; value: string };
        return `Type ${value} in *${labels[name]}*.`;
      },
      'save.requested': 'Click *Save*.',
      'xstate.done.actor.saveState': 'Saving on this device succeeds.',
      'xstate.error.actor.saveState': (event) =>
        `Saving on this device fails: ${failureCause((event as unknown as { error: unknown }).error)}.`,
    },
  },
);
