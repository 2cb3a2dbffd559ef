import { endpoints } from '../../contract';
import { callApi } from './http';

/** Flips the session between client and IB views (users with `switchUser`); answers the updated session. */
export const switchUser = () => callApi(endpoints.switchUser, {}, false as const);
