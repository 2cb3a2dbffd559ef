import { endpoints, type ContentLocaleQuery } from '../../contract';
import { callApi } from './http';

/** §7 terms by quarter in the reader's language, never from cache; the page uses its own event's entry. */
export const getTermsByQuarter = (query: ContentLocaleQuery = {}) =>
  callApi(endpoints.termsByQuarter, { query, cache: 'no-store' }, false as const);
