import { fromPromise } from 'xstate';
import { BusinessCode, endpoints, type StoredAddress } from '../../../contract';
import type { AddressFields, SubmitResult } from '../../../machines/addressForm.machine';
import { apiBase, getAddress, requestOutcome, traceEvents } from '../../api';

/** The address on file for a round, `null` when none; a failed lookup is logged and reads as none (§8). */
export const loadAddressFromService = fromPromise<StoredAddress | null, { round: number }>(
  async ({ input }) => {
    const stored = await getAddress({ competitionRounds: input.round });
    return stored === false ? null : stored;
  },
);

/** Business codes of the address submit, as the `errorDescription` keys the form translates. */
const descriptionByCode: Record<number, string> = {
  [BusinessCode.ADDRESS_ALREADY_SUBMITTED]: 'addressAlreadySubmitted',
  [BusinessCode.REDEMPTION_TARGET_NOT_REACHED]: 'redemptionTargetNotReached',
  [BusinessCode.REDEMPTION_ENDED]: 'redemptionEnded',
};

async function readErrorDescription(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { data?: { errorDescription?: unknown } | null };
    const description = body?.data?.errorDescription;
    return typeof description === 'string' ? description : undefined;
  } catch {
    return undefined;
  }
}

/**
 * §8 address submit: code 0 is accepted; any other code is rejected with the service's
 * `errorDescription` (or a key for its business code) and logged. A failed request throws, which the
 * form shows as a generic failure.
 */
export const submitAddressToService = fromPromise<SubmitResult, { round: number; fields: AddressFields }>(
  async ({ input }) => {
    // The client's outcome carries the code and message but not the error `data`, so the answer is read
    // a second time here for its `errorDescription`.
    let errorDescription: Promise<string | undefined> = Promise.resolve(undefined);
    const outcome = await requestOutcome(
      endpoints.submitAddress,
      { body: { ...input.fields, competitionRounds: input.round } },
      {
        fetch: async (...args) => {
          const response = await globalThis.fetch(...args);
          errorDescription = readErrorDescription(response.clone());
          return response;
        },
        events: traceEvents,
        newTraceId: () => crypto.randomUUID(),
        base: apiBase,
      },
    );
    if (outcome.ok) return { accepted: true };
    const description = await errorDescription;
    console.error('Address submit rejected', outcome);
    const code = outcome.reason === 'business' ? outcome.code : undefined;
    return {
      accepted: false,
      errorDescription:
        description ?? (code !== undefined ? descriptionByCode[code] : undefined) ?? 'submitFailed',
    };
  },
);
