import { afterEach, describe, expect, it } from 'vitest';
import { BusinessCode, endpoints, type EndpointName } from '../../../contract';
import { startTestService, type TestService } from './harness';

let service: TestService | undefined;
afterEach(() => service?.stop());

/** One valid call of every endpoint; the `Record` makes a new contract call fail to compile until listed. */
const everyCall: Record<
  EndpointName,
  { persona?: string; query?: Record<string, string | number>; body?: unknown }
> = {
  location: {},
  getFooter: { query: { country_code: 'my', lang: 'sc' } },
  carouselFile: {},
  carousel: {},
  termsByQuarter: {},
  offerOverview: { persona: 'hk-ib', query: { event: 'iboffer', lang: 'tc' } },
  hallOfFame: {},
  session: { persona: 'cn-participant' },
  switchUser: { persona: 'kr-switch' },
  logout: { persona: 'id-client' },
  providerSession: { persona: 'jp-client' },
  redirect: {},
  redirectCrm: {},
  clearSite: {},
  traderDropdown: { persona: 'cn-participant' },
  raceRanking: { body: { tradingType: 1, competitionRounds: 1, page: 3, pagesize: 10 } },
  signLoginList: { persona: 'cn-participant' },
  accountRace: { persona: 'cn-participant', query: { login: '8100002' } },
  rankHistory: { persona: 'jp-client', query: { login: '8300001', competitionRounds: 2 } },
  accountStatistics: { persona: 'jp-client', body: { uuid: 'persona-jp-client', accountId: 20300001 } },
  directLogin: { persona: 'jp-client', body: {} },
  rankingPrizeInfo: {},
  muDataStatistics: { query: { competitionRounds: 1, tradingType: 1 } },
  submitAddress: {
    persona: 'cn-participant',
    body: {
      receiveName: 'Wang',
      receiveAreaCode: '+852',
      receiveContact: '91234567',
      receiveAddress: 'Central',
    },
  },
  getAddress: { persona: 'cn-participant', query: { competitionRounds: 1 } },
  redemptionPrizeInfo: { persona: 'cn-participant', query: { round: 1 } },
  availableRounds: {},
  donationAmount: {},
  rankingLastUpdatedTime: {},
  entryCondition: {},
  failRegisterList: { persona: 'cn-participant' },
  signMatch: {
    persona: 'cn-non-participant',
    body: { uuid: 'persona-cn-non-participant', login: '8800001', tradingType: 2 },
  },
  transactionHistory: { persona: 'hk-ib', query: { activityType: 'ib_season' } },
};

describe('the contract', () => {
  it('parses every endpoint’s answer', async () => {
    const running = (service = startTestService());
    for (const [name, input] of Object.entries(everyCall) as [
      EndpointName,
      (typeof everyCall)[EndpointName],
    ][]) {
      const cookie = input.persona ? await running.signIn(input.persona) : undefined;
      await expect(running.ok(name, { ...input, cookie }), name).resolves.toBeDefined();
    }
  });

  it('echoes the X-Trace-Id of the request', async () => {
    service = startTestService();
    const response = await service.call('entryCondition', { headers: { 'X-Trace-Id': 'trace-123' } });
    expect(response.headers.get('x-trace-id')).toBe('trace-123');
  });

  it('answers an unknown call with a JSON 404 and an oversized body with a JSON 413', async () => {
    service = startTestService();
    const unknown = await service.fetchPath('GET', '/api/dootrader/nothing');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { code: number }).code).toBe(BusinessCode.NOT_FOUND);
    const huge = await service.call('raceRanking', { rawBody: JSON.stringify({ pad: 'x'.repeat(70_000) }) });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { code: number }).code).toBe(BusinessCode.INVALID_REQUEST);
  });

  it('answers calls with the wrong method as unknown', async () => {
    service = startTestService();
    expect(endpoints.raceRanking.method).toBe('POST');
    expect((await service.fetchPath('GET', endpoints.raceRanking.path)).status).toBe(404);
  });
});

describe('persistence', () => {
  it('keeps acknowledged writes across a restart and does not seed twice', async () => {
    const running = (service = startTestService());
    const cookie = await running.signIn('cn-non-participant');
    const enrolled = await running.ok('signMatch', {
      cookie,
      body: { uuid: 'persona-cn-non-participant', login: '8800001', tradingType: 2 },
    });
    const participantCookie = await running.signIn('cn-participant');
    await running.ok('submitAddress', {
      cookie: participantCookie,
      body: {
        receiveName: 'Wang',
        receiveAreaCode: '+86',
        receiveContact: '138',
        receiveAddress: 'Shenzhen',
      },
    });

    running.restart();

    // Sessions are rows too: the same cookies still work after the restart.
    expect(await running.ok('signLoginList', { cookie })).toEqual([
      { accountId: 20800001, login: '8800001' },
    ]);
    expect(
      (await running.ok('getAddress', { cookie: participantCookie, query: { competitionRounds: 2 } }))
        ?.receiveName,
    ).toBe('Wang');
    const search = await running.ok('raceRanking', {
      body: { tradingType: 2, competitionRounds: 2, page: 1, pagesize: 10, accountId: enrolled.accountId },
    });
    expect(search.records[0]?.id).toBe(enrolled.id);
    expect(
      (
        await running.ok('raceRanking', {
          body: { tradingType: 2, competitionRounds: 2, page: 1, pagesize: 10 },
        })
      ).total,
    ).toBe(2003);
    const migrations = running.db.prepare('SELECT version FROM schema_migrations').all();
    expect(migrations).toEqual([{ version: 1 }, { version: 2 }]);
    expect(running.db.pragma('journal_mode', { simple: true })).toBe('wal');
  });
});
