import type { RewardFiltersEvent } from './rewardFilters.machine';

/** Sample events: the rows and the address act on the applied filters, the drawer on its draft. */
export const rewardFiltersSampleEvents = (inDrawer: boolean): RewardFiltersEvent[] =>
  inDrawer
    ? [
        { type: 'draft.selected', filter: 'prize', value: 1 },
        { type: 'drawer.reset' },
        { type: 'drawer.confirmed' },
        { type: 'drawer.dismissed' },
      ]
    : [
        { type: 'filter.selected', filter: 'activityType', value: 'client_event' },
        { type: 'url.changed', search: { activityType: 'client_event', status: 2, activityRound: 2 } },
        { type: 'url.changed', search: { activityType: '<script>', activityRound: 99 } },
        { type: 'drawer.opened' },
      ];
