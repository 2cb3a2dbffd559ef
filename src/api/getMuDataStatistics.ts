import { endpoints, type MuDataStatisticsQuery } from '../../contract';
import { callApi } from './http';

/** Participation figures of a round and category. */
export const getMuDataStatistics = (query: MuDataStatisticsQuery) =>
  callApi(endpoints.muDataStatistics, { query }, false as const);
