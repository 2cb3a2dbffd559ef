import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../config';
import { authAudience, loginUrl, registerUrl, userSiteForHost } from './authLinks';

const config: SiteConfig = {
  sessionSandbox: false,
  localLogin: true,
  japanProviderUrl: 'https://jp.example',
  individualSiteUrl: 'https://individual.example',
  campaignHostPrefix: 'campaign.',
  knownEnvironments: { 'promotions-uat.example.com': 'https://my-uat.example.com' },
};
const hosted: SiteConfig = { ...config, localLogin: false };

describe('authAudience', () => {
  it.each([
    [{ nationality: 'JP', locale: 'sc' }, 'jp'],
    [{ nationality: 'JPN', locale: 'en' }, 'jp'],
    [{ nationality: 'IDN', locale: 'sc' }, 'id'],
    [{ nationality: '1', locale: 'jp' }, 'default'],
    [{ nationality: 'KOR', locale: 'id' }, 'default'],
    [{ nationality: null, locale: 'jp' }, 'jp'],
    [{ nationality: null, locale: 'id' }, 'id'],
    [{ nationality: undefined, locale: 'sc' }, 'default'],
  ])('%j → %s', (request, audience) => {
    expect(authAudience(request)).toBe(audience);
  });
});

describe('loginUrl and registerUrl', () => {
  it.each([
    [
      'jp user',
      { nationality: 'JP', locale: 'jp', returnTo: '/doo-trader' },
      config,
      'https://jp.example/ja/login',
      'https://jp.example/ja/register',
    ],
    [
      'id visitor',
      { locale: 'id', returnTo: '/' },
      config,
      'https://individual.example/id/login',
      'https://individual.example/id/register',
    ],
    [
      'default, local sign-in',
      { nationality: '1', locale: 'sc', returnTo: '/doo-trader?lang=en' },
      config,
      '/sandbox/login?redirect=%2Fdoo-trader%3Flang%3Den',
      '/sandbox/login?redirect=%2Fdoo-trader%3Flang%3Den',
    ],
    [
      'default, campaign host',
      { locale: 'en', returnTo: '/usdt', host: 'campaign.doo.com' },
      hosted,
      'https://my.doo.com/login?redirect=https%3A%2F%2Fcampaign.doo.com%2Fusdt',
      'https://my.doo.com/register?redirect=https%3A%2F%2Fcampaign.doo.com%2Fusdt',
    ],
    [
      'default, known environment',
      { locale: 'kr', returnTo: '/', host: 'promotions-uat.example.com' },
      hosted,
      'https://my-uat.example.com/login?redirect=https%3A%2F%2Fpromotions-uat.example.com%2F',
      'https://my-uat.example.com/register?redirect=https%3A%2F%2Fpromotions-uat.example.com%2F',
    ],
  ] as const)('%s', (_, request, settings, login, register) => {
    expect(loginUrl(request, settings)).toBe(login);
    expect(registerUrl(request, settings)).toBe(register);
  });

  it('throws for a host that is neither a campaign host nor a known environment (§8)', () => {
    expect(() => loginUrl({ locale: 'sc', returnTo: '/', host: 'evil.example.net' }, hosted)).toThrow(
      /evil\.example\.net/,
    );
  });
});

describe('userSiteForHost', () => {
  it.each([
    ['campaign.doo.com', 'https://my.doo.com'],
    ['campaign.doo.com:8443', 'https://my.doo.com'],
    ['promotions-uat.example.com', 'https://my-uat.example.com'],
  ])('%s → %s', (host, site) => expect(userSiteForHost(host, config)).toBe(site));

  it.each(['campaign.', 'doo.com', 'xcampaign.doo.com'])('%s throws', (host) => {
    expect(() => userSiteForHost(host, config)).toThrow();
  });
});

describe('the broker sign-in configured for production (issue 15, 6)', () => {
  const production: SiteConfig = {
    ...config,
    localLogin: false,
    brokerLoginUrl: 'https://my.broker.example/login',
    brokerRegisterUrl: 'https://my.broker.example/register',
  };

  it('sends "Log in" and "Register" to the configured URLs, never a sandbox path', () => {
    const request = {
      nationality: '1',
      locale: 'sc',
      returnTo: '/doo-trader?lang=en',
      host: 'localhost:3000',
    };
    const login = loginUrl(request, production);
    const register = registerUrl(request, production);
    expect(login).toBe(
      `https://my.broker.example/login?redirect=${encodeURIComponent('http://localhost:3000/doo-trader?lang=en')}`,
    );
    expect(register).toMatch(/^https:\/\/my\.broker\.example\/register\?redirect=/);
    for (const url of [login, register]) expect(url).not.toContain('/sandbox');
  });

  it('lets the configured URLs win over the local sign-in page', () => {
    const url = loginUrl(
      { locale: 'sc', returnTo: '/', host: 'localhost:3000' },
      { ...production, localLogin: true },
    );
    expect(url).not.toContain('/sandbox');
  });
});
