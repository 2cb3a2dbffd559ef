import type { RewardFilters } from '../../../machines/rewardFilters.machine';

/**
 * The address's search with the applied filters written in: every filter is set, so one cleared ("all")
 * leaves the address instead of lingering from before; other params (`lang`) stay.
 */
export const searchFromFilters =
  ({ activityType, prize, status, activityRound }: RewardFilters) =>
  <Search extends object>(previous: Search) => ({ ...previous, activityType, prize, status, activityRound });
