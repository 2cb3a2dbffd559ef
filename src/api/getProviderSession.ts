import { endpoints } from '../../contract';
import { callApi } from './http';

/** The Japan-only login provider's session; fails with 'User is not from Japan' for others. */
export const getProviderSession = () => callApi(endpoints.providerSession, {}, false as const);
