import { endpoints } from '../../contract';
import { callApi } from './http';

/** Hall of fame entries from the storage file. */
export const getHallOfFame = () => callApi(endpoints.hallOfFame, {}, false as const);
