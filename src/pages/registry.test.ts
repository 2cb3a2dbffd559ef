import { describe, expect, it } from 'vitest';
import { findPage, nationalityMayEnter, pageByKey, pageForType, pageNeeds, pages } from './registry';

describe('pageNeeds (§4 type from the URL, §5 pages that need a session)', () => {
  it.each([
    ['/', false, null],
    ['/client', false, 'crm_client'],
    ['/usdt', false, 'crm_client'],
    ['/doo-trader', false, 'crm_client'],
    ['/doo-trader/', false, 'crm_client'],
    ['/doo-trader/my-race', true, 'crm_client'],
    // Defect 9: a mistyped path under a contest page is the 404 page, which anyone may see.
    ['/doo-trader/typo', false, null],
    ['/doo-trader/anything-unknown', false, null],
    ['/ib-doo-trader/typo', false, null],
    // Only the registry says a page is for IBs, not an `/ib` somewhere in the path.
    ['/not-ib/ibexample', false, null],
    ['/ib', false, null],
    ['/iboffer', false, 'crm_ib'],
    ['/ibyearoffer', false, 'crm_ib'],
    ['/ib-doo-trader', false, 'crm_ib'],
    ['/ib-doo-trader/my-race', true, 'crm_ib'],
    ['/transaction-history', true, null],
    ['/demo-form', true, null],
    ['/home2', false, null],
    ['/no-such-page', false, null],
  ])('%s → requiresSession %s, type %s', (path, requiresSession, neededType) => {
    expect(pageNeeds(path)).toEqual({ requiresSession, neededType });
  });
});

describe('the page registry', () => {
  it('lists each path once', () => {
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
  });

  it.each([
    ['/iboffer', 'crm_client', '/doo-trader'],
    ['/ibyearoffer', 'crm_client', '/doo-trader'],
    ['/ib-doo-trader', 'crm_client', '/doo-trader'],
    ['/ib-doo-trader/my-race', 'crm_client', '/doo-trader/my-race'],
    ['/client', 'crm_ib', '/iboffer'],
    ['/usdt', 'crm_ib', '/iboffer'],
    ['/doo-trader', 'crm_ib', '/ib-doo-trader'],
    ['/doo-trader/my-race', 'crm_ib', '/ib-doo-trader/my-race'],
    ['/transaction-history', 'crm_ib', '/transaction-history'],
    ['/doo-trader/typo', 'crm_ib', '/iboffer'],
  ] as const)('%s, for %s, is %s', (path, userType, expected) => {
    expect(pageForType(path, userType).path).toBe(expected);
  });

  it('a path under a contest page that is not registered is no page at all (the 404 page)', () => {
    expect(findPage('/doo-trader/typo')).toBeUndefined();
    expect(findPage('/ib-doo-trader/anything-unknown')).toBeUndefined();
    expect(findPage('/doo-trader/my-race/')).toBe(pageByKey['doo-trader-my-race']);
  });
});

describe('nationalityMayEnter', () => {
  it('offers the contest to §2 nationalities only', () => {
    expect(nationalityMayEnter('doo-trader', '1')).toBe(true);
    expect(nationalityMayEnter('doo-trader', 'KOR')).toBe(true);
    expect(nationalityMayEnter('doo-trader', 'IND')).toBe(false);
    expect(nationalityMayEnter('ib-doo-trader', 'JP')).toBe(false);
    expect(nationalityMayEnter('doo-trader', null)).toBe(false);
    expect(nationalityMayEnter('home', '1')).toBe(false);
  });
});
