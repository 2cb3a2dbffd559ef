import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detectLocation } from './location';

const clearCookies = () => {
  for (const name of ['iso_country_code', 'region', 'city']) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
};

const answer = (data: unknown) =>
  vi.fn().mockResolvedValue(new Response(JSON.stringify({ code: 0, msg: 'success', data }), { status: 200 }));

beforeEach(clearCookies);
afterEach(() => {
  clearCookies();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('detectLocation', () => {
  it('stores country, region and city in cookies for 3600 s', async () => {
    vi.stubGlobal('fetch', answer({ iso_country_code: 'CN', region: 'Guangdong', city: 'Shenzhen' }));
    const setCookie = vi.spyOn(Document.prototype, 'cookie', 'set');
    await expect(detectLocation()).resolves.toEqual({
      iso_country_code: 'CN',
      region: 'Guangdong',
      city: 'Shenzhen',
    });
    expect(document.cookie).toContain('iso_country_code=CN');
    expect(document.cookie).toContain('city=Shenzhen');
    expect(setCookie).toHaveBeenCalledWith(expect.stringMatching(/^region=Guangdong; Max-Age=3600; Path=\//));
  });

  it('keeps a cookie that is already set', async () => {
    document.cookie = 'iso_country_code=HK; Path=/';
    vi.stubGlobal('fetch', answer({ iso_country_code: 'CN', region: 'Guangdong', city: 'Shenzhen' }));
    await detectLocation();
    expect(document.cookie).toContain('iso_country_code=HK');
    expect(document.cookie).toContain('region=Guangdong');
  });

  it('asks nothing when all three are already set', async () => {
    document.cookie = 'iso_country_code=KR; Path=/';
    document.cookie = 'region=Seoul; Path=/';
    document.cookie = 'city=Seoul; Path=/';
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(detectLocation()).resolves.toEqual({
      iso_country_code: 'KR',
      region: 'Seoul',
      city: 'Seoul',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats a cookie that is not valid percent-encoding as unset, and replaces it', async () => {
    document.cookie = 'iso_country_code=CN; Path=/';
    document.cookie = 'region=Guangdong; Path=/';
    document.cookie = 'city=%FF; Path=/';
    vi.stubGlobal('fetch', answer({ iso_country_code: 'CN', region: 'Guangdong', city: 'Shenzhen' }));
    await expect(detectLocation()).resolves.toEqual({
      iso_country_code: 'CN',
      region: 'Guangdong',
      city: 'Shenzhen',
    });
    expect(document.cookie).toContain('city=Shenzhen');
    expect(document.cookie).not.toContain('%FF');
  });

  it('only logs a failure', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('down', { status: 503 })));
    await expect(detectLocation()).resolves.toBe(false);
    expect(consoleError).toHaveBeenCalled();
    expect(document.cookie).not.toContain('iso_country_code');
  });
});
