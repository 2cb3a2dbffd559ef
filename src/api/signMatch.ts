import { endpoints, type SignMatchRequest } from '../../contract';
import { callApi } from './http';

/** Manual registration of an account into the current round; success carries `id`. */
export const signMatch = (body: SignMatchRequest) => callApi(endpoints.signMatch, { body }, false as const);
