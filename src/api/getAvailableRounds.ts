import { endpoints } from '../../contract';
import { callApi } from './http';

/** Rounds with status, the countdown's round details and the finalized rounds. */
export const getAvailableRounds = () => callApi(endpoints.availableRounds, {}, false as const);
