import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AddressErrorKey, BusinessCode } from '../../../contract';
import { DAY_MS, startTestService, TEST_NOW, type TestService } from './harness';

let service: TestService;
beforeEach(() => {
  service = startTestService();
});
afterEach(() => service.stop());

const address = {
  receiveName: '  王小明 ',
  receiveAreaCode: '+86',
  receiveContact: '13800138000',
  receiveAddress: '广东省深圳市南山区科技园 1 号',
};

describe('redemption prize info', () => {
  it('shows a participant who reached the target their gifts and flags', async () => {
    const cookie = await service.signIn('cn-participant');
    const info = await service.ok('redemptionPrizeInfo', { cookie, query: { round: 2 } });
    expect(Object.keys(info.gifts)).toEqual(['gift1', 'gift2']);
    expect(info).toMatchObject({
      isReach: true,
      isSubmit: false,
      isEndExchange: false,
      isFullyRedeem: false,
      standardVolume: 100,
      totalVolume: 117.8,
    });
    expect(info.resetTime).toBeGreaterThan(TEST_NOW.getTime());
  });

  it('shows a participant below the target isReach 0', async () => {
    const cookie = await service.signIn('jp-client');
    expect(await service.ok('redemptionPrizeInfo', { cookie, query: { round: 2 } })).toMatchObject({
      isReach: false,
      totalVolume: 31.75,
    });
  });

  it('has no apply record for a non-participant (56116)', async () => {
    const cookie = await service.signIn('cn-non-participant');
    await service.fails('redemptionPrizeInfo', BusinessCode.NO_APPLY_RECORD, { cookie, query: { round: 2 } });
    await service.fails('redemptionPrizeInfo', BusinessCode.INVALID_REQUEST, {
      cookie,
      query: { round: 'two' },
    });
  });
});

describe('address submit (§5)', () => {
  it.each([
    [{ receiveName: '   ' }, AddressErrorKey.NAME_REQUIRED],
    [{ receiveContact: '138-0013' }, AddressErrorKey.PHONE_MUST_BE_NUMBER],
    [{ receiveContact: '' }, AddressErrorKey.PHONE_MUST_BE_NUMBER],
    [{ receiveAddress: ' ' }, AddressErrorKey.ADDRESS_REQUIRED],
    [{ receiveAreaCode: '+1' }, AddressErrorKey.AREA_CODE_INVALID],
  ])('rejects %j with %s', async (change, errorDescription) => {
    const cookie = await service.signIn('cn-participant');
    const failure = await service.fails('submitAddress', BusinessCode.INVALID_REQUEST, {
      cookie,
      body: { ...address, ...change },
    });
    expect(failure.data?.errorDescription).toBe(errorDescription);
  });

  it('accepts every §5 area code', async () => {
    for (const receiveAreaCode of ['+86', '+886', '+852', '+853', '+81', '+82', '+91']) {
      const cookie = await service.signIn('cn-participant');
      service.db.prepare('DELETE FROM addresses').run();
      await service.ok('submitAddress', { cookie, body: { ...address, receiveAreaCode } });
    }
  });

  it('stores one trimmed address per participant and round, then reads it back', async () => {
    const cookie = await service.signIn('cn-participant');
    expect(await service.ok('getAddress', { cookie, query: { competitionRounds: 2 } })).toBeNull();
    expect(await service.ok('submitAddress', { cookie, body: address })).toMatchObject({
      competitionRounds: 2,
    });
    expect(await service.ok('getAddress', { cookie, query: { competitionRounds: 2 } })).toEqual({
      receiveName: '王小明',
      receivePhoneCode: '+86',
      receiveContact: '13800138000',
      receiveAddress: '广东省深圳市南山区科技园 1 号',
      trackingNumber: '',
      createTime: TEST_NOW.getTime(),
    });
    const info = await service.ok('redemptionPrizeInfo', { cookie, query: { round: 2 } });
    expect(info.isSubmit).toBe(true);
    expect(info.gifts.gift1?.stock).toBe(299);
    await service.fails('submitAddress', BusinessCode.ADDRESS_ALREADY_SUBMITTED, { cookie, body: address });
  });

  it('refuses a participant below the target, and everyone after the redemption ends', async () => {
    const cookie = await service.signIn('jp-client');
    await service.fails('submitAddress', BusinessCode.REDEMPTION_TARGET_NOT_REACHED, {
      cookie,
      body: address,
    });
    await service.setClock(new Date(TEST_NOW.getTime() + 26 * DAY_MS));
    await service.fails('submitAddress', BusinessCode.REDEMPTION_ENDED, {
      cookie: await service.signIn('cn-participant'),
      body: { ...address, competitionRounds: 2 },
    });
  });

  it('refuses when every gift is gone, and says the stock is fully redeemed', async () => {
    service.db.prepare('UPDATE gifts SET initial_stock = 0 WHERE round = 2').run();
    const cookie = await service.signIn('cn-participant');
    expect((await service.ok('redemptionPrizeInfo', { cookie, query: { round: 2 } })).isFullyRedeem).toBe(
      true,
    );
    await service.fails('submitAddress', BusinessCode.REDEMPTION_ENDED, { cookie, body: address });
  });

  it('refuses a non-participant with 56116', async () => {
    const cookie = await service.signIn('cn-non-participant');
    await service.fails('submitAddress', BusinessCode.NO_APPLY_RECORD, { cookie, body: address });
  });
});
