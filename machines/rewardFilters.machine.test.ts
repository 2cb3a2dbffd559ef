// The rendered paths are in src/features/transaction-history/RewardsHistory.test.tsx; here, what the machine alone decides.
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  filtersFromSearch,
  rewardFilterOptions,
  rewardFiltersMachine,
  type RewardFiltersInput,
} from './rewardFilters.machine';
import { rewardFiltersSampleEvents } from './rewardFilters.fixtures';
import { generateModelPaths, reachedStates } from './testing/modelPaths';

const client = { userType: 'crm_client', nationality: '1', blacklist: [] } as const;
const input: RewardFiltersInput = { options: rewardFilterOptions(client), search: {} };

describe('rewardFilters machine', () => {
  it('filters in the rows or in the drawer', () => {
    const paths = generateModelPaths(rewardFiltersMachine, {
      input,
      events: (snapshot) => rewardFiltersSampleEvents(snapshot.matches('drawer')),
    });
    expect(reachedStates(paths)).toEqual(['drawer', 'rows']);
  });
});

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
