import { endpoints, type RaceRankingRequest } from '../../contract';
import { callApi } from './http';

/** §7 leaderboard page: records and total. */
export const getRaceRanking = (body: RaceRankingRequest) =>
  callApi(endpoints.raceRanking, { body }, false as const);
