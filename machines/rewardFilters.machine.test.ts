import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  filtersFromSearch,
  rewardFilterOptions,
  rewardFiltersMachine,
  type RewardFiltersInput,
} from './rewardFilters.machine';
import { rewardFiltersSampleEvents } from './rewardFilters.fixtures';
import { describeModelPaths } from './testing/modelPaths';

const client = { userType: 'crm_client', nationality: '1', blacklist: [] } as const;
const input: RewardFiltersInput = { options: rewardFilterOptions(client), search: {} };

describeModelPaths(
  'rewardFilters machine',
  rewardFiltersMachine,
  { input, events: (snapshot) => rewardFiltersSampleEvents(snapshot.matches('drawer')) },
  {
    render: () => {
      // The address bar: written by `syncUrl`, typed into by the `url.changed` executor.
      const address = { search: input.search };
      const actor = createActor(
        rewardFiltersMachine.provide({
          actions: { syncUrl: (_, filters) => void (address.search = { ...filters }) },
        }),
        { input },
      ).start();
      return { actor, address };
    },
    events: {
      'url.changed': ({ actor, address }, event) => {
        if (event.type === 'url.changed') address.search = event.search;
        actor.send(event);
      },
      'filter.selected': ({ actor }, event) => actor.send(event),
      'drawer.opened': ({ actor }, event) => actor.send(event),
      'draft.selected': ({ actor }, event) => actor.send(event),
      'drawer.reset': ({ actor }, event) => actor.send(event),
      'drawer.confirmed': ({ actor }, event) => actor.send(event),
      'drawer.dismissed': ({ actor }, event) => actor.send(event),
    },
    states: {
      rows: ({ actor, address }, expected) => {
        const { context } = actor.getSnapshot();
        expect(actor.getSnapshot().hasTag('drawerOpen')).toBe(false);
        expect(context.applied).toEqual(expected.context.applied);
        // The address and the applied filters agree, whichever of them changed.
        expect(filtersFromSearch(address.search, context.options)).toEqual(context.applied);
      },
      drawer: ({ actor }, expected) => {
        expect(actor.getSnapshot().hasTag('drawerOpen')).toBe(true);
        expect(actor.getSnapshot().context.draft).toEqual(expected.context.draft);
        expect(actor.getSnapshot().context.applied).toEqual(expected.context.applied);
      },
    },
    cleanup: ({ actor }) => {
      actor.stop();
    },
  },
);

describe('reward filter options by role (§6) and blacklist (§5)', () => {
  it('offers a client both client events, both prize kinds and statuses 1–4', () => {
    expect(rewardFilterOptions(client)).toEqual({
      activityTypes: ['rebate2025_activity', 'client_event'],
      prizes: [0, 1],
      statuses: [1, 2, 3, 4],
      rounds: [1, 2, 3],
    });
  });

  it('offers an IB the IB season only, cash rewards only and statuses 0, 1, 2, 4', () => {
    expect(rewardFilterOptions({ userType: 'crm_ib', nationality: '81', blacklist: [] })).toEqual({
      activityTypes: ['ib_season'],
      prizes: [0],
      statuses: [0, 1, 2, 4],
      rounds: [1, 2, 3],
    });
  });

  it('removes blacklisted event types for nationality 1 only', () => {
    const blacklist = ['rebate2025_activity', 'q12025_activity'];
    expect(rewardFilterOptions({ ...client, blacklist }).activityTypes).toEqual(['client_event']);
    expect(
      rewardFilterOptions({ userType: 'crm_client', nationality: '81', blacklist }).activityTypes,
    ).toEqual(['rebate2025_activity', 'client_event']);
  });

  it('reads an address, dropping what the visitor may not ask for', () => {
    const ib = rewardFilterOptions({ userType: 'crm_ib', nationality: '81', blacklist: [] });
    expect(
      filtersFromSearch({ activityType: 'client_event', prize: 1, status: 3, activityRound: 2 }, ib),
    ).toEqual({
      activityType: 'ib_season',
      prize: undefined,
      status: undefined,
      activityRound: 2,
    });
    const blacklisted = rewardFilterOptions({ ...client, blacklist: ['rebate2025_activity'] });
    expect(filtersFromSearch({}, blacklisted).activityType).toBe('client_event');
  });
});

describe('rewardFilters address sync', () => {
  it('rewrites an address it cannot honour, and stays quiet for one it can', () => {
    const syncUrl = vi.fn();
    const actor = createActor(
      rewardFiltersMachine.provide({ actions: { syncUrl: (_, filters) => syncUrl(filters) } }),
      { input },
    ).start();
    actor.send({ type: 'url.changed', search: { activityType: '<script>', activityRound: 99 } });
    expect(syncUrl).toHaveBeenCalledWith({ activityType: 'rebate2025_activity' });
    syncUrl.mockClear();
    actor.send({ type: 'url.changed', search: { activityType: 'client_event', status: 2 } });
    expect(syncUrl).not.toHaveBeenCalled();
  });

  it('keeps the period when the drawer resets', () => {
    const actor = createActor(rewardFiltersMachine.provide({ actions: { syncUrl: () => undefined } }), {
      input: { ...input, search: { activityType: 'client_event', prize: 1, status: 3, activityRound: 3 } },
    }).start();
    actor.send({ type: 'drawer.opened' });
    actor.send({ type: 'drawer.reset' });
    expect(actor.getSnapshot().context.draft).toEqual({
      activityType: 'rebate2025_activity',
      prize: undefined,
      status: undefined,
      activityRound: 3,
    });
  });
});
