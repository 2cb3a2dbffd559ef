import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AddressFieldError } from '../../../machines/addressForm.machine';

/** §5: a missing name or phone reads as its field's placeholder. */
export const placeholders = {
  receiveName: msg`Please enter the recipient's name`,
  receiveContact: msg`Please enter the phone number`,
  receiveAddress: msg`Please enter the delivery address`,
} as const;

export const fieldErrorMessages: Record<AddressFieldError, MessageDescriptor> = {
  nameRequired: placeholders.receiveName,
  phoneRequired: placeholders.receiveContact,
  phoneMustBeNumber: msg`The phone number must contain digits only`,
  addressRequired: placeholders.receiveAddress,
};

/** §8: the service's `errorDescription` keys (and those derived from its business codes), translated. */
const failureMessages: Record<string, MessageDescriptor> = {
  receiveNamePlaceholder: placeholders.receiveName,
  phoneMustBeNumber: fieldErrorMessages.phoneMustBeNumber,
  receiveAddressRequired: placeholders.receiveAddress,
  receiveAreaCodeInvalid: msg`Please choose an area code from the list`,
  addressAlreadySubmitted: msg`An address has already been submitted for this round.`,
  redemptionTargetNotReached: msg`Your trading volume has not reached the target yet.`,
  redemptionEnded: msg`The redemption has ended or every gift has been claimed.`,
  submitFailed: msg`We could not submit your address. Please try again later.`,
};

export const failureMessage = (errorDescription: string | null): MessageDescriptor =>
  (errorDescription && failureMessages[errorDescription]) || failureMessages.submitFailed!;
