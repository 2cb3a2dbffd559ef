import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessCode } from '../../../contract';
import { startTestService, type TestService } from './harness';

let service: TestService;
beforeAll(() => {
  service = startTestService();
});
afterAll(() => service.stop());

describe('transaction history (§6)', () => {
  it('numbers a client’s statuses 1 processing … 4 failed, newest first', async () => {
    const cookie = await service.signIn('cn-participant');
    const history = await service.ok('transactionHistory', {
      cookie,
      query: { activityType: 'rebate2025_activity' },
    });
    expect(history.total).toBe(3);
    expect(history.records.map((record) => record.status)).toEqual([2, 1, 4]);
    const times = history.records.map((record) => record.createTime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('filters by prize type, status and period', async () => {
    const cookie = await service.signIn('cn-participant');
    const rewardsOnly = await service.ok('transactionHistory', {
      cookie,
      query: { activityType: 'client_event', prize: 1 },
    });
    expect(rewardsOnly.records.every((record) => record.prizeType === 1)).toBe(true);
    expect(rewardsOnly.total).toBe(2);
    const completed = await service.ok('transactionHistory', {
      cookie,
      query: { activityType: 'client_event', status: 2, lang: 'en' },
    });
    expect(completed.records.map((record) => record.prizeName)).toEqual(['Cash reward']);
    const period3 = await service.ok('transactionHistory', {
      cookie,
      query: { activityType: 'client_event', activityRound: 3 },
    });
    expect(period3.records.map((record) => record.activityName)).toEqual(['2024Q3']);
    const empty = await service.ok('transactionHistory', {
      cookie,
      query: { activityType: 'client_event', prize: '', status: '' },
    });
    expect(empty.total).toBe(3);
  });

  it('numbers an IB’s statuses 0 processing … 4 failed and keeps to ib_season', async () => {
    const cookie = await service.signIn('hk-ib');
    const history = await service.ok('transactionHistory', {
      cookie,
      query: { activityType: 'client_event' },
    });
    expect(history.records.every((record) => record.activityType === 'ib_season')).toBe(true);
    expect(history.records.map((record) => record.status).sort()).toEqual([0, 1, 2, 4]);
  });

  it('answers 400 when an IB has no records', async () => {
    const cookie = await service.signIn('hk-ib');
    await service.fails('transactionHistory', BusinessCode.IB_RECORD_EMPTY, {
      cookie,
      query: { activityType: 'ib_season', prize: 1 },
    });
  });

  it('follows the session role after a switch', async () => {
    const cookie = await service.signIn('kr-switch');
    const asClient = await service.ok('transactionHistory', { cookie, query: { activityType: 'ib_season' } });
    expect(asClient.records.map((record) => record.status).sort()).toEqual([1, 2]);
    await service.ok('switchUser', { cookie });
    const asIb = await service.ok('transactionHistory', { cookie, query: { activityType: 'ib_season' } });
    expect(asIb.records.map((record) => record.status).sort()).toEqual([0, 1]);
  });

  it('rejects unknown filters', async () => {
    const cookie = await service.signIn('cn-participant');
    await service.fails('transactionHistory', BusinessCode.INVALID_REQUEST, {
      cookie,
      query: { activityType: 'x' },
    });
    await service.fails('transactionHistory', BusinessCode.INVALID_REQUEST, {
      cookie,
      query: { activityType: 'client_event', status: 0 },
    });
    await service.fails('transactionHistory', BusinessCode.INVALID_REQUEST, {
      cookie,
      query: { activityType: 'client_event', activityRound: 4 },
    });
  });
});
