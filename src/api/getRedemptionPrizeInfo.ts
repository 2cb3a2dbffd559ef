import { endpoints, type RedemptionPrizeInfoQuery } from '../../contract';
import { callApi } from './http';

/** Redemption banner: gifts, flags, volumes and `resetTime` for a round. */
export const getRedemptionPrizeInfo = (query: RedemptionPrizeInfoQuery) =>
  callApi(endpoints.redemptionPrizeInfo, { query }, false as const);
