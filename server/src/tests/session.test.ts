import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessCode, SessionMessage } from '../../../contract';
import { startTestService, type TestService } from './harness';

let service: TestService;
beforeAll(() => {
  service = startTestService();
});
afterAll(() => service.stop());

describe('JSID session (§5)', () => {
  it('answers the session user for a valid cookie', async () => {
    const cookie = await service.signIn('cn-participant');
    const user = await service.ok('session', { cookie });
    expect(user).toMatchObject({ uuid: 'persona-cn-participant', nationality: '1', userType: 'crm_client' });
    expect(cookie).toMatch(/^JSID=[A-Za-z0-9]+$/);
    // The session id stays in the HttpOnly cookie (issue 15).
    expect(JSON.stringify(user)).not.toContain(cookie.slice('JSID='.length));
  });

  it('sets a 7200 s HttpOnly cookie', async () => {
    const response = await service.fetchPath('POST', '/sandbox/session', { body: { persona: 'hk-ib' } });
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/Max-Age=7200/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/Path=\//);
  });

  it('says so when the cookie is missing', async () => {
    const failure = await service.fails('session', BusinessCode.SESSION_MISSING);
    expect(failure.msg).toBe(SessionMessage.MISSING);
  });

  it('rejects a cookie that is not JSID= followed by alphanumerics', async () => {
    for (const cookie of ['JSID=abc-123', 'JSID=', 'JSID=<script>']) {
      const failure = await service.fails('session', BusinessCode.SESSION_INVALID_FORMAT, { cookie });
      expect(failure.msg).toBe(SessionMessage.INVALID_FORMAT);
    }
  });

  it('rejects an unknown session', async () => {
    await service.fails('session', BusinessCode.SESSION_EXPIRED, { cookie: 'JSID=0123456789abcdef' });
  });

  it('switches the session between client and IB for a switchUser user, and back', async () => {
    const cookie = await service.signIn('kr-switch');
    expect((await service.ok('switchUser', { cookie })).userType).toBe('crm_ib');
    expect((await service.ok('session', { cookie })).userType).toBe('crm_ib');
    expect((await service.ok('switchUser', { cookie })).userType).toBe('crm_client');
  });

  it('refuses to switch a user without switchUser', async () => {
    const cookie = await service.signIn('cn-participant');
    await service.fails('switchUser', BusinessCode.SWITCH_NOT_ALLOWED, { cookie });
  });

  it('ends the session on logout and clears the cookie', async () => {
    const cookie = await service.signIn('id-client');
    const response = await service.call('logout', { cookie });
    expect(await response.json()).toEqual({ code: 0, msg: 'success', data: null });
    expect(response.headers.get('set-cookie')).toMatch(/JSID=;.*Max-Age=0/);
    await service.fails('session', BusinessCode.SESSION_EXPIRED, { cookie });
  });

  it('lets only Japan users through the Japan login provider', async () => {
    const japan = await service.signIn('jp-client');
    expect((await service.ok('providerSession', { cookie: japan })).nationality).toBe('JP');
    const china = await service.signIn('cn-participant');
    const failure = await service.fails('providerSession', BusinessCode.NOT_FROM_JAPAN, { cookie: china });
    expect(failure.msg).toBe('User is not from Japan');
  });

  it('gives Japan users a provider link for one of their accounts', async () => {
    const cookie = await service.signIn('jp-client');
    const { redirectURL } = await service.ok('directLogin', { cookie, body: { login: '8300001' } });
    expect(redirectURL).toMatch(
      /^https:\/\/jp-provider\.example\.com\/direct-login\?token=\w+&login=8300001$/,
    );
    await service.fails('directLogin', BusinessCode.ACCOUNT_NOT_FOUND, {
      cookie,
      body: { login: '8100001' },
    });
  });

  it('answers redirect targets and clears the site', async () => {
    const cookie = await service.signIn('cn-participant');
    expect((await service.ok('redirectCrm', { cookie })).redirectURL).toContain(
      'uuid=persona-cn-participant',
    );
    expect((await service.ok('redirect')).redirectURL).toMatch(/^https:/);
    const cleared = await service.call('clearSite', { cookie });
    expect(cleared.headers.get('set-cookie')).toMatch(/iso_country_code=;/);
    await service.fails('session', BusinessCode.SESSION_EXPIRED, { cookie });
  });

  it('asks for a session on every personal call', async () => {
    for (const name of ['signLoginList', 'failRegisterList', 'switchUser'] as const) {
      await service.fails(name, BusinessCode.SESSION_MISSING);
    }
    await service.fails('transactionHistory', BusinessCode.SESSION_MISSING, {
      query: { activityType: 'client_event' },
    });
  });
});
