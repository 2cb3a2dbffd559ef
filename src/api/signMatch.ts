import { endpoints, type SignMatchRequest } from '../../contract';
import type { SignMatchAnswer } from '../../machines/registration.machine';
import { requestOutcome, RequestError, type RequestDependencies } from './http';

/**
 * Manual registration of an account into the current round; success carries `id`. Refusals come back
 * with their business code for the registration flow to explain, so they raise no system-error toast;
 * a timeout still emits its trace-id event.
 */
export const signMatch = async (
  body: SignMatchRequest,
  dependencies?: RequestDependencies,
): Promise<SignMatchAnswer> => {
  try {
    const outcome = await requestOutcome(endpoints.signMatch, { body }, dependencies);
    if (outcome.ok) return { ok: true, registration: outcome.data };
    console.error(`${endpoints.signMatch.path}: refused`, outcome);
    return { ok: false, code: outcome.reason === 'business' ? outcome.code : null, traceId: outcome.traceId };
  } catch (error) {
    console.error(`${endpoints.signMatch.path}: request failed`, error);
    return { ok: false, code: null, traceId: error instanceof RequestError ? error.traceId : null };
  }
};
