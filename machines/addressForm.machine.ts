import { assign, fromPromise, setup } from 'xstate';
import { ADDRESS_LIMITS, DEFAULT_AREA_CODE, type AreaCode, type StoredAddress } from '../contract/redemption';
import { keepDigits, limitLength, untouched, type MaskedValue } from './inputMasks';

export type AddressTextField = 'receiveName' | 'receiveContact' | 'receiveAddress';

export interface AddressFields {
  receiveName: string;
  receiveAreaCode: AreaCode;
  receiveContact: string;
  receiveAddress: string;
}

/** §5 validation messages, as keys the feature translates. */
export type AddressFieldError = 'nameRequired' | 'phoneRequired' | 'phoneMustBeNumber' | 'addressRequired';
export type AddressErrors = Partial<Record<AddressTextField, AddressFieldError>>;

/**
 * What a submission came to: accepted, or rejected with the service's `errorDescription` key (or a key
 * the feature derives from the business code) for the error modal.
 */
export type SubmitResult = { accepted: true } | { accepted: false; errorDescription: string };

export const emptyAddress: AddressFields = {
  receiveName: '',
  receiveAreaCode: DEFAULT_AREA_CODE,
  receiveContact: '',
  receiveAddress: '',
};

/** What each field keeps of a typed or pasted value: the service's limits, and digits only for the phone. */
export function maskField(field: AddressTextField, value: string): MaskedValue {
  if (field === 'receiveContact') return keepDigits(value, ADDRESS_LIMITS.contactDigits);
  return limitLength(value, field === 'receiveName' ? ADDRESS_LIMITS.name : ADDRESS_LIMITS.address);
}

/** What the field did to the last value, for the form to say: characters removed, a value cut. */
export type AddressFieldNotice = Pick<MaskedValue, 'removed' | 'cut'>;

/**
 * §5: name trimmed non-empty, phone required and digits only, address required. Lengths are kept within
 * `ADDRESS_LIMITS` as they are typed (`maskField`).
 */
export function validateAddress(fields: AddressFields): AddressErrors {
  const errors: AddressErrors = {};
  if (fields.receiveName.trim() === '') errors.receiveName = 'nameRequired';
  if (fields.receiveContact === '') errors.receiveContact = 'phoneRequired';
  else if (!/^\d+$/.test(fields.receiveContact)) errors.receiveContact = 'phoneMustBeNumber';
  if (fields.receiveAddress.trim() === '') errors.receiveAddress = 'addressRequired';
  return errors;
}

const isValid = (fields: AddressFields) => Object.keys(validateAddress(fields)).length === 0;

/** The values sent: trimmed name and address (the service trims too). */
export const toSubmission = (fields: AddressFields): AddressFields => ({
  ...fields,
  receiveName: fields.receiveName.trim(),
  receiveAddress: fields.receiveAddress.trim(),
});

export interface AddressFormContext {
  round: number;
  fields: AddressFields;
  errors: AddressErrors;
  /** Fields whose last change was cut or had characters removed. */
  notices: Partial<Record<AddressTextField, AddressFieldNotice>>;
  /** The address already on file: the form is then read-only. */
  stored: StoredAddress | null;
  /** The error modal's `errorDescription` key. */
  failure: string | null;
}

export type AddressFormEvent =
  | { type: 'field.changed'; field: AddressTextField; value: string }
  | { type: 'areaCode.changed'; value: AreaCode }
  | { type: 'submit.requested' }
  | { type: 'result.dismissed' }
  /** "Try again" after the stored address could not be loaded. */
  | { type: 'retry.requested' };

/**
 * The redemption address form (§4, §5). A valid first submit only asks for confirmation; the second
 * submits. While submitting, further clicks are ignored, so a double click or a slow network never
 * sends twice. A rejection keeps every typed value; once an address exists the form is read-only.
 */
export const addressFormMachine = setup({
  types: {
    context: {} as AddressFormContext,
    input: {} as { round: number },
    events: {} as AddressFormEvent,
  },
  actors: {
    loadAddress: fromPromise<StoredAddress | null, { round: number }>(async () => {
      throw new Error('addressForm: the `loadAddress` actor was not provided');
    }),
    submitAddress: fromPromise<SubmitResult, { round: number; fields: AddressFields }>(async () => {
      throw new Error('addressForm: the `submitAddress` actor was not provided');
    }),
  },
  actions: {
    changeField: assign(({ context, event }) => {
      if (event.type !== 'field.changed') return {};
      const { [event.field]: _cleared, ...errors } = context.errors;
      const { [event.field]: _previous, ...notices } = context.notices;
      const mask = maskField(event.field, event.value);
      return {
        fields: { ...context.fields, [event.field]: mask.value },
        errors,
        notices: untouched(mask)
          ? notices
          : { ...notices, [event.field]: { removed: mask.removed, cut: mask.cut } },
      };
    }),
    changeAreaCode: assign(({ context, event }) =>
      event.type === 'areaCode.changed'
        ? { fields: { ...context.fields, receiveAreaCode: event.value } }
        : {},
    ),
    showErrors: assign({ errors: ({ context }) => validateAddress(context.fields) }),
  },
  guards: {
    isValid: ({ context }) => isValid(context.fields),
  },
}).createMachine({
  meta: {
    description:
      'The delivery address form of a redemption round: the person fills it in once, confirms it, and then sees it read-only with its tracking number.',
  },
  id: 'addressForm',
  context: ({ input }) => ({
    round: input.round,
    fields: emptyAddress,
    errors: {},
    notices: {},
    stored: null,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      meta: {
        description:
          'A loading placeholder ("Loading your address") while the stored address of the round is fetched.',
      },
      tags: 'loading',
      invoke: {
        id: 'loadAddress',
        src: 'loadAddress',
        input: ({ context }) => ({ round: context.round }),
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'readOnly',
            actions: assign({ stored: ({ event }) => event.output }),
          },
          { target: 'editing' },
        ],
        onError: 'loadFailed',
      },
    },
    /** Never an empty form on a guess: an address may already be on file, and a second submit is refused. */
    loadFailed: {
      meta: {
        description:
          'The stored address could not be loaded: the section says so, with *Try again*, instead of an empty form.',
      },
      on: { 'retry.requested': 'loading' },
    },
    editing: {
      meta: {
        description:
          'The empty or partly filled form: recipient name, area code, phone number and delivery address, with an error under each field that fails its check, and an enabled *Submit* button.',
      },
      on: {
        'field.changed': { actions: 'changeField' },
        'areaCode.changed': { actions: 'changeAreaCode' },
        'submit.requested': [{ guard: 'isValid', target: 'confirming' }, { actions: 'showErrors' }],
      },
    },
    /** The confirmation notice shows; any edit asks for a fresh confirmation. */
    confirming: {
      meta: {
        description: 'The filled form with "Please check your details" and a *Confirm and submit* button.',
      },
      on: {
        'field.changed': { target: 'editing', actions: 'changeField' },
        'areaCode.changed': { target: 'editing', actions: 'changeAreaCode' },
        'submit.requested': 'submitting',
      },
    },
    submitting: {
      meta: { description: 'The *Confirm and submit* button is busy; more clicks send nothing.' },
      tags: 'busy',
      invoke: {
        id: 'submitAddress',
        src: 'submitAddress',
        input: ({ context }) => ({ round: context.round, fields: toSubmission(context.fields) }),
        onDone: [
          { guard: ({ event }) => event.output.accepted, target: 'succeeded' },
          {
            target: 'failed',
            actions: assign({
              failure: ({ event }) => (event.output.accepted ? null : event.output.errorDescription),
            }),
          },
        ],
        onError: { target: 'failed', actions: assign({ failure: 'submitFailed' }) },
      },
    },
    /** The success modal; closing it reads the stored address back, read-only. */
    succeeded: {
      meta: { description: 'A dialog "Address submitted".' },
      on: { 'result.dismissed': 'loading' },
    },
    /** The error modal; closing it returns to the form with every value kept. */
    failed: {
      meta: {
        description:
          'A dialog "Submission failed" saying why (an address already submitted for this round, or try again later); the typed values stay behind it.',
      },
      on: { 'result.dismissed': { target: 'editing', actions: assign({ failure: null }) } },
    },
    readOnly: {
      meta: {
        description:
          "The read-only address: every field disabled, no *Submit* button, the tracking number ('-' until the parcel ships) and the submission time.",
      },
    },
  },
});
