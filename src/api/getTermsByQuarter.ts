import { endpoints } from '../../contract';
import { callApi } from './http';

/** §7 terms by quarter, never from cache; the app uses the entry keyed by the first path segment. */
export const getTermsByQuarter = () =>
  callApi(endpoints.termsByQuarter, { cache: 'no-store' }, false as const);
