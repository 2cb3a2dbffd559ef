import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ADDRESS_LIMITS, type StoredAddress } from '../contract/redemption';
import { addressFormModelEvents, addressSamples } from './addressForm.fixtures';
import {
  addressFormMachine,
  emptyAddress,
  toSubmission,
  validateAddress,
  type AddressFields,
  type SubmitResult,
} from './addressForm.machine';
import { describeModelPaths } from './testing/modelPaths';
import { flushPromises, promiseStub } from './testing/promiseStub';

function start() {
  const load = promiseStub<StoredAddress | null, { round: number }>();
  const submit = promiseStub<SubmitResult, { round: number; fields: AddressFields }>();
  const actor = createActor(
    addressFormMachine.provide({ actors: { loadAddress: load.logic, submitAddress: submit.logic } }),
    { input: { round: 2 } },
  ).start();
  return { actor, load, submit };
}

type System = ReturnType<typeof start>;
const settle =
  (key: 'load' | 'submit', how: 'resolve' | 'reject') => async (system: System, event: { type: string }) => {
    if (how === 'resolve') system[key].resolve((event as unknown as { output: never }).output);
    else system[key].reject(new Error('offline'));
    await flushPromises();
  };

describeModelPaths(
  'addressForm machine',
  addressFormMachine,
  { input: { round: 2 }, events: addressFormModelEvents },
  {
    render: start,
    events: {
      'xstate.done.actor.loadAddress': settle('load', 'resolve'),
      'xstate.error.actor.loadAddress': settle('load', 'reject'),
      'xstate.done.actor.submitAddress': settle('submit', 'resolve'),
      'xstate.error.actor.submitAddress': settle('submit', 'reject'),
      'field.changed': ({ actor }, event) => actor.send(event),
      'areaCode.changed': ({ actor }, event) => actor.send(event),
      'submit.requested': ({ actor }) => actor.send({ type: 'submit.requested' }),
      'result.dismissed': ({ actor }) => actor.send({ type: 'result.dismissed' }),
      'retry.requested': ({ actor }) => actor.send({ type: 'retry.requested' }),
    },
    states: {
      loading: ({ actor }) => expect(actor.getSnapshot().hasTag('loading')).toBe(true),
      // A failed lookup offers no form: the person could otherwise submit over an address on file.
      loadFailed: ({ actor }) => {
        expect(actor.getSnapshot().context.stored).toBeNull();
        expect(actor.getSnapshot().can({ type: 'submit.requested' })).toBe(false);
      },
      editing: ({ actor }, expected) => {
        expect(actor.getSnapshot().context.fields).toEqual(expected.context.fields);
        expect(actor.getSnapshot().context.errors).toEqual(expected.context.errors);
      },
      confirming: ({ actor }) => {
        expect(validateAddress(actor.getSnapshot().context.fields)).toEqual({});
        expect(actor.getSnapshot().context.errors).toEqual({});
      },
      submitting: ({ actor, submit }) => {
        expect(actor.getSnapshot().hasTag('busy')).toBe(true);
        expect(submit.inputs.at(-1)).toEqual({
          round: 2,
          fields: toSubmission(actor.getSnapshot().context.fields),
        });
        // A second click while the request is out sends nothing more.
        actor.send({ type: 'submit.requested' });
        expect(submit.waiting()).toBe(1);
      },
      succeeded: ({ submit }) => expect(submit.inputs).toHaveLength(1),
      failed: ({ actor }, expected) => {
        expect(actor.getSnapshot().context.failure).toBe(expected.context.failure);
        expect(actor.getSnapshot().context.fields).toEqual(expected.context.fields);
      },
      readOnly: ({ actor }) => expect(actor.getSnapshot().context.stored).not.toBeNull(),
    },
    cleanup: ({ actor }) => {
      actor.stop();
    },
  },
);

describe('address validation (§5)', () => {
  const valid: AddressFields = {
    receiveName: 'Li Lei',
    receiveAreaCode: '+86',
    receiveContact: '13800138000',
    receiveAddress: 'Beijing',
  };
  it.each([
    ['all valid', valid, {}],
    [
      'everything empty',
      emptyAddress,
      { receiveName: 'nameRequired', receiveContact: 'phoneRequired', receiveAddress: 'addressRequired' },
    ],
    ['a blank name', { ...valid, receiveName: ' \t ' }, { receiveName: 'nameRequired' }],
    [
      'a phone with dashes',
      { ...valid, receiveContact: '138-0013' },
      { receiveContact: 'phoneMustBeNumber' },
    ],
    [
      'a phone with a plus',
      { ...valid, receiveContact: '+8613800' },
      { receiveContact: 'phoneMustBeNumber' },
    ],
    ['a blank address', { ...valid, receiveAddress: '  ' }, { receiveAddress: 'addressRequired' }],
    ['a very long address', { ...valid, receiveAddress: 'x'.repeat(2000) }, {}],
  ])('%s', (_case, fields, errors) => {
    expect(validateAddress(fields)).toEqual(errors);
  });

  it('sends the name and address trimmed', () => {
    expect(toSubmission({ ...valid, receiveName: '  Li Lei ', receiveAddress: ' Beijing\n' })).toEqual(valid);
  });

  it('clears only the edited field’s error', () => {
    const { actor, load } = start();
    load.resolve(null);
    return flushPromises().then(() => {
      actor.send({ type: 'submit.requested' });
      actor.send(addressSamples.badPhone);
      expect(actor.getSnapshot().context.errors).toEqual({
        receiveName: 'nameRequired',
        receiveAddress: 'addressRequired',
      });
    });
  });
});

describe('address input masks and limits (issue 15, 7)', () => {
  async function editing() {
    const system = start();
    system.load.resolve(null);
    await flushPromises();
    return system;
  }

  it('keeps the digits of a pasted phone number and says what it removed', async () => {
    const { actor } = await editing();
    actor.send({ type: 'field.changed', field: 'receiveContact', value: '+86 138-0013-8000' });
    const { fields, notices } = actor.getSnapshot().context;
    expect(fields.receiveContact).toBe('8613800138000');
    expect(notices.receiveContact).toEqual({ removed: ['+', ' ', '-'], cut: false });
    actor.send({ type: 'field.changed', field: 'receiveContact', value: '86138001380001' });
    expect(actor.getSnapshot().context.notices.receiveContact).toBeUndefined();
  });

  it.each([
    ['receiveName', ADDRESS_LIMITS.name, 'x'],
    ['receiveAddress', ADDRESS_LIMITS.address, 'x'],
    ['receiveContact', ADDRESS_LIMITS.contactDigits, '1'],
  ] as const)('cuts %s at %i and says so', async (field, limit, character) => {
    const { actor } = await editing();
    actor.send({ type: 'field.changed', field, value: character.repeat(limit) });
    expect(actor.getSnapshot().context.fields[field]).toHaveLength(limit);
    expect(actor.getSnapshot().context.notices[field]).toBeUndefined();
    actor.send({ type: 'field.changed', field, value: character.repeat(64 * 1024) });
    expect(actor.getSnapshot().context.fields[field]).toBe(character.repeat(limit));
    expect(actor.getSnapshot().context.notices[field]).toEqual({ removed: [], cut: true });
  });
});
