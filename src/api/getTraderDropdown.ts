import { endpoints } from '../../contract';
import { callApi, LONG_TIMEOUT_MS } from './http';

/** §7 client-event periods with their activity times; the one call that waits 60 s. */
export const getTraderDropdown = () =>
  callApi(endpoints.traderDropdown, { timeoutMs: LONG_TIMEOUT_MS }, false as const);
