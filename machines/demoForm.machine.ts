import { assign, fromPromise, setup } from 'xstate';
import type { StoredUserState } from '../contract';

type Field = keyof StoredUserState;

/** §2 demo form: ID, name and email read from and written to the stored user state; no validation (§5). */
export const demoFormMachine = setup({
  types: {
    context: {} as { values: StoredUserState },
    events: {} as { type: 'field.changed'; field: Field; value: string } | { type: 'save.requested' },
  },
  actors: {
    loadState: fromPromise<StoredUserState>(() =>
      Promise.reject(new Error('demoForm: the `loadState` actor was not provided')),
    ),
    saveState: fromPromise<void, StoredUserState>(() =>
      Promise.reject(new Error('demoForm: the `saveState` actor was not provided')),
    ),
  },
  actions: {
    setField: assign({
      values: ({ context }, change: { field: Field; value: string }) => ({
        ...context.values,
        [change.field]: change.value,
      }),
    }),
  },
}).createMachine({
  meta: {
    description:
      'The demo form (/demo-form): ID, name and email kept encrypted on this device, with no validation.',
  },
  id: 'demoForm',
  context: { values: { id: '', name: '', email: '' } },
  initial: 'loading',
  states: {
    loading: {
      meta: { description: 'The form with its three fields disabled while the saved values are read.' },
      tags: ['busy'],
      invoke: {
        id: 'loadState',
        src: 'loadState',
        onDone: { target: 'editing', actions: assign({ values: ({ event }) => event.output }) },
        onError: 'editing',
      },
    },
    editing: {
      meta: { description: 'The form with its three fields (ID, name, email) and a *Save* button.' },
      initial: 'unsaved',
      states: {
        unsaved: { meta: { description: 'The form with the values as typed, and no message under *Save*.' } },
        saved: { meta: { description: 'The form with the message "Saved on this device, encrypted."' } },
        failed: { meta: { description: 'The form with the message "Could not save. Please try again."' } },
      },
      on: {
        'field.changed': {
          target: '.unsaved',
          actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        'save.requested': 'saving',
      },
    },
    saving: {
      meta: { description: 'The *Save* button is busy.' },
      tags: ['busy'],
      invoke: {
        id: 'saveState',
        src: 'saveState',
        input: ({ context }) => context.values,
        onDone: 'editing.saved',
        onError: 'editing.failed',
      },
    },
  },
});
