import { endpoints } from '../../contract';
import { callApi } from './http';

/** The session user's accounts in the race. */
export const getSignLoginList = () => callApi(endpoints.signLoginList, {}, false as const);
