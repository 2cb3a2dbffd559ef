import { endpoints } from '../../contract';
import { callApi } from './http';

/** Entry requirements per category. */
export const getEntryCondition = () => callApi(endpoints.entryCondition, {}, false as const);
