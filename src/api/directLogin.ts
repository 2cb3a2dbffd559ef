import { endpoints, type DirectLoginRequest } from '../../contract';
import { callApi } from './http';

/** Japan "my account": the provider's redirect link. */
export const directLogin = (body: DirectLoginRequest = {}) =>
  callApi(endpoints.directLogin, { body }, false as const);
