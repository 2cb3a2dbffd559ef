// The rendered paths are in src/features/address-form/AddressForm.test.tsx; here, what the machine alone decides.
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
import { generateModelPaths, reachedStates } from './testing/modelPaths';
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

describe('addressForm machine', () => {
  it('reaches every state of the form from the model events', () => {
    const paths = generateModelPaths(addressFormMachine, {
      input: { round: 2 },
      events: addressFormModelEvents,
    });
    expect(reachedStates(paths)).toEqual([
      'confirming',
      'editing',
      'failed',
      'loadFailed',
      'loading',
      'readOnly',
      'submitting',
      'succeeded',
    ]);
  });
});

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
