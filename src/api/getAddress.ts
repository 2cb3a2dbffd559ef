import { endpoints, type GetAddressQuery } from '../../contract';
import { callApi } from './http';

/** The address submitted for a round, `null` when there is none. */
export const getAddress = (query: GetAddressQuery) =>
  callApi(endpoints.getAddress, { query }, false as const);
