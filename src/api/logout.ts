import { endpoints } from '../../contract';
import { callApi } from './http';

/** Ends the session; `null` on success. */
export const logout = () => callApi(endpoints.logout, {}, false as const);
