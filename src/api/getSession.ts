import { endpoints, type SessionUser } from '../../contract';
import { requestOutcome } from './http';

/** §8: a session that cannot be authorised throws with the trace id of the failed request. */
export class SessionAuthorizationError extends Error {
  readonly code: number | undefined;
  readonly traceId: string;

  constructor(message: string, traceId: string, code?: number) {
    super(message);
    this.name = 'SessionAuthorizationError';
    this.code = code;
    this.traceId = traceId;
  }
}

/**
 * `GET /validate/session` with the JSID cookie. Unlike the other helpers it throws: the session flow needs
 * to tell "no session" (send to logout, §5) from a session, and must not raise the system-error toast for it.
 */
export const getSession = async (signal?: AbortSignal): Promise<SessionUser> => {
  const outcome = await requestOutcome(endpoints.session, { signal });
  if (outcome.ok) return outcome.data;
  if (outcome.reason === 'business') {
    throw new SessionAuthorizationError(outcome.message, outcome.traceId, outcome.code);
  }
  throw new SessionAuthorizationError('Session answer does not match the contract', outcome.traceId);
};
