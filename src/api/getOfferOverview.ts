import { endpoints, type OfferOverviewQuery } from '../../contract';
import { callApi } from './http';

/** One event's overview in the reader's language, with the signed-in person's count; never from cache. */
export const getOfferOverview = (query: OfferOverviewQuery) =>
  callApi(endpoints.offerOverview, { query, cache: 'no-store' }, false as const);
