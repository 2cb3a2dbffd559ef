import { endpoints } from '../../contract';
import { callApi } from './http';

/** §7 CRM redirect: the `redirectURL` the /home2 page goes to. */
export const getCrmRedirect = () => callApi(endpoints.redirectCrm, {}, false as const);
