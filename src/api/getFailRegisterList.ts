import { endpoints } from '../../contract';
import { callApi } from './http';

/** The session user's accounts whose automatic enrolment failed. */
export const getFailRegisterList = () => callApi(endpoints.failRegisterList, {}, false as const);
