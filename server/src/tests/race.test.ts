import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BusinessCode, LEADERBOARD_PAGE_SIZE, TradingType } from '../../../contract';
import { DAY_MS, startTestService, TEST_NOW, type TestService } from './harness';

let service: TestService;
beforeEach(() => {
  service = startTestService();
});
afterEach(() => service.stop());

const ranking = (body: Record<string, unknown>) =>
  service.ok('raceRanking', {
    body: {
      tradingType: TradingType.MASTER,
      competitionRounds: 2,
      page: 1,
      pagesize: LEADERBOARD_PAGE_SIZE,
      ...body,
    },
  });

describe('raceRanking', () => {
  it('answers page 1 with 10 records and the total', async () => {
    const { records, total } = await ranking({});
    expect(records.map((record) => record.ranking)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(total).toBe(2002);
    expect(records.every((record) => record.tradingType === TradingType.MASTER)).toBe(true);
    expect(records[0]?.maskAccountId).toMatch(/^\d{3}\*{6}$/);
    expect(records[0]?.equityJpy).toBe(Math.round((records[0]?.equity ?? 0) * 150));
  });

  it('pages by ranking, down to a short last page', async () => {
    expect((await ranking({ page: 2 })).records[0]?.ranking).toBe(11);
    const last = await ranking({ page: 201 });
    expect(last.records.map((record) => record.ranking)).toEqual([2001, 2002]);
    expect((await ranking({ page: 500 })).records).toEqual([]);
  });

  it('searches by account id within the round and category', async () => {
    const found = await ranking({ accountId: 20100001 });
    expect(found.total).toBe(1);
    expect(found.records[0]).toMatchObject({ accountId: 20100001, ranking: 3, fullName: '王小明' });
    expect(await ranking({ accountId: 20100001, tradingType: TradingType.CLASSIC })).toEqual({
      records: [],
      total: 0,
    });
    expect(await ranking({ accountId: 99 })).toEqual({ records: [], total: 0 });
  });

  it('has no standings for a round that has not started', async () => {
    expect(await ranking({ competitionRounds: 3 })).toEqual({ records: [], total: 0 });
  });

  it('answers a clear code for an unknown round and for bad input, never a 500', async () => {
    await service.fails('raceRanking', BusinessCode.ROUND_NOT_FOUND, {
      body: { tradingType: 2, competitionRounds: 9, page: 1, pagesize: 10 },
    });
    for (const body of [
      { tradingType: 3, competitionRounds: 2, page: 1, pagesize: 10 },
      { tradingType: 2, competitionRounds: 2, page: 0, pagesize: 10 },
      { tradingType: 2, competitionRounds: 2, page: 1, pagesize: 10, accountId: '12a' },
      {},
    ]) {
      const failure = await service.fails('raceRanking', BusinessCode.INVALID_REQUEST, { body });
      expect(failure.data?.issues?.length).toBeGreaterThan(0);
    }
    const malformed = await service.fails('raceRanking', BusinessCode.INVALID_REQUEST, {
      rawBody: '{"page":',
    });
    expect(malformed.msg).not.toMatch(/at .*\.ts/);
  });
});

describe('signMatch (§5 entry requirements, §8 codes)', () => {
  const enrol = async (persona: string, login: string, tradingType: number, uuid = `persona-${persona}`) =>
    service.call('signMatch', { cookie: await service.signIn(persona), body: { uuid, login, tradingType } });
  const codeOf = async (response: Response) => ((await response.json()) as { code: number }).code;

  it('enrols an eligible account at the bottom of the ranking, once', async () => {
    const cookie = await service.signIn('cn-non-participant');
    const body = { uuid: 'persona-cn-non-participant', login: '8800001', tradingType: 2 };
    const enrolled = await service.ok('signMatch', { cookie, body });
    expect(enrolled).toMatchObject({ accountId: 20800001, competitionRounds: 2 });
    expect(enrolled.id).toBeGreaterThan(0);
    const { records, total } = await ranking({ accountId: 20800001 });
    expect(total).toBe(1);
    expect(records[0]?.ranking).toBe(2003);
    expect((await ranking({})).total).toBe(2003);
    expect(await service.ok('signLoginList', { cookie })).toEqual([
      { accountId: 20800001, login: '8800001' },
    ]);
    await service.fails('signMatch', BusinessCode.ACCOUNT_ALREADY_ENROLLED, { cookie, body });
  });

  it('refuses equity below registerGross with 55010', async () => {
    expect(await codeOf(await enrol('cn-non-participant', '8800002', 1))).toBe(
      BusinessCode.NET_WORTH_NOT_UP_TO_STANDARD,
    );
  });

  it('refuses a blacklisted account with 55004', async () => {
    expect(await codeOf(await enrol('cn-non-participant', '8800003', 1))).toBe(
      BusinessCode.BLACKLIST_UNAVAILABLE_FOR_ENROLMENT,
    );
  });

  it('refuses more than maxAccountNum accounts in a category', async () => {
    expect(await codeOf(await enrol('cn-participant', '8100003', 2))).toBe(BusinessCode.MAX_ACCOUNTS_REACHED);
  });

  it('refuses a user whose blacklist holds the contest with 56105', async () => {
    const response = await service.fetchPath('POST', '/sandbox/session', {
      body: { nationality: '1', blacklist: ['dootrader_activity'] },
    });
    const cookie = response.headers.get('set-cookie')?.split(';')[0] ?? '';
    const { data } = (await response.json()) as { data: { uuid: string } };
    const [account] = await service.db
      .prepare<[string], { login: string }>('SELECT login FROM trading_accounts WHERE user_uuid = ?')
      .all(data.uuid);
    await service.fails('signMatch', BusinessCode.USER_BLACKLISTED, {
      cookie,
      body: { uuid: data.uuid, login: account?.login, tradingType: 1 },
    });
  });

  it('refuses a region the contest is not open to, another user’s account, and a foreign uuid', async () => {
    expect(await codeOf(await enrol('in-client', '8600001', 2))).toBe(BusinessCode.NATIONALITY_NOT_ELIGIBLE);
    expect(await codeOf(await enrol('cn-non-participant', '8100001', 2))).toBe(
      BusinessCode.ACCOUNT_NOT_FOUND,
    );
    expect(await codeOf(await enrol('cn-non-participant', '8800001', 2, 'persona-cn-participant'))).toBe(
      BusinessCode.FORBIDDEN,
    );
  });

  it('closes enrolment after the last round', async () => {
    await service.setClock(new Date(TEST_NOW.getTime() + 200 * DAY_MS));
    expect(await codeOf(await enrol('cn-non-participant', '8800001', 2))).toBe(BusinessCode.ENROLMENT_CLOSED);
  });

  it('enrols into the upcoming round between rounds and clears a failed auto-enrolment', async () => {
    await service.setClock(new Date(TEST_NOW.getTime() + 19 * DAY_MS));
    const cookie = await service.signIn('cn-participant');
    service.db.prepare('UPDATE trading_accounts SET equity = 900 WHERE login = ?').run('8100003');
    service.db
      .prepare(
        'INSERT INTO failed_enrolments (user_uuid, round, account_id, trading_type, equity) VALUES (?, 3, ?, 1, 420)',
      )
      .run('persona-cn-participant', 20100003);
    const enrolled = await service.ok('signMatch', {
      cookie,
      body: { uuid: 'persona-cn-participant', login: '8100003', tradingType: 1 },
    });
    expect(enrolled.competitionRounds).toBe(3);
    const failed = await service.ok('failRegisterList', { cookie });
    expect(failed).toHaveLength(1);
  });
});

describe('personal race calls', () => {
  it('answers an account’s figures in the current round or a given one', async () => {
    const cookie = await service.signIn('cn-participant');
    const current = await service.ok('accountRace', { cookie, query: { login: '8100001' } });
    expect(current).toMatchObject({ competitionRounds: 2, ranking: 3, login: '8100001', serverType: 'mt5' });
    const first = await service.ok('accountRace', {
      cookie,
      query: { login: '8100001', competitionRounds: 1 },
    });
    expect(first).toMatchObject({ competitionRounds: 1, ranking: 4 });
    await service.fails('accountRace', BusinessCode.NO_APPLY_RECORD, { cookie, query: { login: '8300001' } });
    await service.fails('accountRace', BusinessCode.INVALID_REQUEST, { cookie, query: { login: 'abc' } });
  });

  it('answers every round of an account for its owner only', async () => {
    const cookie = await service.signIn('cn-participant');
    const statistics = await service.ok('accountStatistics', {
      cookie,
      body: { uuid: 'persona-cn-participant', accountId: 20100001 },
    });
    expect(statistics.fullName).toBe('王小明');
    expect(statistics.raceStatisticsList.map((entry) => entry.competitionRounds)).toEqual([1, 2]);
    await service.fails('accountStatistics', BusinessCode.NO_APPLY_RECORD, {
      cookie,
      body: { uuid: 'persona-cn-participant', accountId: 20300001 },
    });
    await service.fails('accountStatistics', BusinessCode.FORBIDDEN, {
      cookie,
      body: { uuid: 'persona-jp-client', accountId: 20300001 },
    });
  });

  it('gives each round its equity at registration in USD and the account’s server, as the ranking does', async () => {
    const cookie = await service.signIn('cn-participant');
    const statistics = await service.ok('accountStatistics', {
      cookie,
      body: { uuid: 'persona-cn-participant', accountId: 20100001 },
    });
    const round2 = statistics.raceStatisticsList.find((entry) => entry.competitionRounds === 2)!;
    const ranking = await service.ok('raceRanking', {
      body: { tradingType: 2, competitionRounds: 2, page: 1, pagesize: 10, accountId: 20100001 },
    });
    const record = ranking.records[0]!;
    expect(round2).toMatchObject({ startEquity: record.startEquity, serverType: record.serverType });
    expect(round2.startEquityJpy).toBe(record.startEquityJpy);
  });

  it('answers participation figures, and 56114 where there are none', async () => {
    const figures = await service.ok('muDataStatistics', { query: { competitionRounds: 2, tradingType: 2 } });
    expect(figures.accountCount).toBe(2002);
    expect(figures.participantCount).toBeLessThan(figures.accountCount);
    expect(figures.qualifiedAccountCount).toBeGreaterThan(0);
    await service.fails('muDataStatistics', BusinessCode.USER_COUNT_INFO_NULL, {
      query: { competitionRounds: 3, tradingType: 2 },
    });
    await service.fails('muDataStatistics', BusinessCode.INVALID_REQUEST, {
      query: { competitionRounds: 2, tradingType: 5 },
    });
  });

  it('lists no race accounts for a non-participant', async () => {
    expect(await service.ok('signLoginList', { cookie: await service.signIn('cn-non-participant') })).toEqual(
      [],
    );
  });
});
