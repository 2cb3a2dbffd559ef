import { endpoints, type AddressSubmitRequest } from '../../contract';
import { callApi } from './http';

/** Redemption address submit (§5 rules are checked again by the service). */
export const submitAddress = (body: AddressSubmitRequest) =>
  callApi(endpoints.submitAddress, { body }, false as const);
