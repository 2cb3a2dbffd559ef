import { endpoints, type RankHistoryQuery } from '../../contract';
import { callApi } from './http';

/** One of the person's accounts' rank at every ranking update of a round, oldest first. */
export const getRankHistory = (query: RankHistoryQuery) =>
  callApi(endpoints.rankHistory, { query }, false as const);
