import { endpoints } from '../../contract';
import { callApi } from './http';

/** Where support and the user centre send the user. */
export const getRedirect = () => callApi(endpoints.redirect, {}, false as const);
