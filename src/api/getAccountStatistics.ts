import { endpoints, type AccountStatisticsRequest } from '../../contract';
import { callApi } from './http';

/** Personal race page: every round of one account (`raceStatisticsList`). */
export const getAccountStatistics = (body: AccountStatisticsRequest) =>
  callApi(endpoints.accountStatistics, { body }, false as const);
