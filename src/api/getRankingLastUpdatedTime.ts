import { endpoints } from '../../contract';
import { callApi } from './http';

/** When the leaderboard was last recomputed. */
export const getRankingLastUpdatedTime = () => callApi(endpoints.rankingLastUpdatedTime, {}, false as const);
