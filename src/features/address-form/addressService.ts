import { fromPromise } from 'xstate';
import { BusinessCode, endpoints, type StoredAddress } from '../../../contract';
import type { AddressFields, SubmitResult } from '../../../machines/addressForm.machine';
import { getAddress, requestOutcome } from '../../api';

/** The address on file for a round, `null` when none; a failed lookup throws, never reading as none. */
export const loadAddressFromService = fromPromise<StoredAddress | null, { round: number }>(
  async ({ input }) => {
    const stored = await getAddress({ competitionRounds: input.round });
    if (stored === false) throw new Error('The stored address could not be loaded');
    return stored;
  },
);

/** Business codes of the address submit, as the `errorDescription` keys the form translates. */
const descriptionByCode: Record<number, string> = {
  [BusinessCode.ADDRESS_ALREADY_SUBMITTED]: 'addressAlreadySubmitted',
  [BusinessCode.REDEMPTION_TARGET_NOT_REACHED]: 'redemptionTargetNotReached',
  [BusinessCode.REDEMPTION_ENDED]: 'redemptionEnded',
};

function errorDescriptionOf(data: unknown): string | undefined {
  const description = (data as { errorDescription?: unknown } | null | undefined)?.errorDescription;
  return typeof description === 'string' ? description : undefined;
}

/**
 * §8 address submit: code 0 is accepted; any other code is rejected with the service's
 * `errorDescription` (or a key for its business code) and logged. A failed request throws, which the
 * form shows as a generic failure.
 */
export const submitAddressToService = fromPromise<SubmitResult, { round: number; fields: AddressFields }>(
  async ({ input }) => {
    const outcome = await requestOutcome(endpoints.submitAddress, {
      body: { ...input.fields, competitionRounds: input.round },
    });
    if (outcome.ok) return { accepted: true };
    console.error('Address submit rejected', outcome);
    const code = outcome.reason === 'business' ? outcome.code : undefined;
    const description = outcome.reason === 'business' ? errorDescriptionOf(outcome.data) : undefined;
    return {
      accepted: false,
      errorDescription:
        description ?? (code !== undefined ? descriptionByCode[code] : undefined) ?? 'submitFailed',
    };
  },
);
