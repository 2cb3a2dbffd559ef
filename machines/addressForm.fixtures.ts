import { instant } from '../contract';
import type { StoredAddress } from '../contract/redemption';
import type { AddressFormEvent, SubmitResult } from './addressForm.machine';
import type { addressFormMachine } from './addressForm.machine';
import type { SnapshotFrom } from 'xstate';

export const storedAddressSample: StoredAddress = {
  receiveName: 'Wang Xiaoming',
  receivePhoneCode: '+852',
  receiveContact: '61234567',
  receiveAddress: 'Flat 3, 8 Queen’s Road Central, Hong Kong',
  trackingNumber: '',
  createTime: instant('2026-11-20T08:30:00.000Z'),
};

const change = (field: 'receiveName' | 'receiveContact' | 'receiveAddress', value: string) =>
  ({ type: 'field.changed', field, value }) as const satisfies AddressFormEvent;

export const addressSamples = {
  name: change('receiveName', 'Wang Xiaoming'),
  blankName: change('receiveName', '   '),
  phone: change('receiveContact', '13800138000'),
  badPhone: change('receiveContact', '138-0013'),
  address: change('receiveAddress', '1 Century Avenue, Shanghai'),
  areaCode: { type: 'areaCode.changed', value: '+852' },
} as const;

const rejected: SubmitResult = { accepted: false, errorDescription: 'addressAlreadySubmitted' };

/**
 * The events the model-based tests offer in each state: a script through the form that reaches every
 * validation message, its clearing on edit, the two-click rule and each outcome, without offering every
 * combination of field values (which would only repeat the same checks).
 */
export function addressFormModelEvents(snapshot: SnapshotFrom<typeof addressFormMachine>) {
  const { fields } = snapshot.context;
  if (snapshot.matches('loading')) {
    return [
      { type: 'xstate.done.actor.loadAddress', output: null },
      { type: 'xstate.done.actor.loadAddress', output: storedAddressSample },
      { type: 'xstate.error.actor.loadAddress', error: new Error('offline') },
    ] as never[];
  }
  if (snapshot.matches('submitting')) {
    return [
      { type: 'xstate.done.actor.submitAddress', output: { accepted: true } },
      { type: 'xstate.done.actor.submitAddress', output: rejected },
      { type: 'xstate.error.actor.submitAddress', error: new Error('Failed to request!') },
    ] as never[];
  }
  if (snapshot.matches('loadFailed')) return [{ type: 'retry.requested' } as const];
  if (snapshot.matches('succeeded') || snapshot.matches('failed'))
    return [{ type: 'result.dismissed' } as const];
  if (snapshot.matches('confirming')) return [{ type: 'submit.requested' } as const, addressSamples.areaCode];
  if (!snapshot.matches('editing')) return [];
  const submit = { type: 'submit.requested' } as const;
  if (fields.receiveName === '') return [submit, addressSamples.name, addressSamples.blankName];
  if (fields.receiveName.trim() === '') return [submit, addressSamples.name];
  if (fields.receiveContact === '') return [addressSamples.phone, addressSamples.badPhone];
  if (!/^\d+$/.test(fields.receiveContact)) return [submit, addressSamples.phone];
  if (fields.receiveAddress === '') return [submit, addressSamples.address];
  return [submit];
}
