import { endpoints } from '../../contract';
import { callApi } from './http';

/** Prize tables keyed `round{N}` → mt4/mt5 → classic/master. */
export const getRankingPrizeInfo = () => callApi(endpoints.rankingPrizeInfo, {}, false as const);
