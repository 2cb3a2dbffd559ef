import { describe, expect, it } from 'vitest';
import { pathForOtherView } from './switchView';

describe('pathForOtherView', () => {
  it.each([
    ['/doo-trader', 'crm_ib', '/ib-doo-trader'],
    ['/ib-doo-trader', 'crm_client', '/doo-trader'],
    ['/doo-trader/my-race', 'crm_ib', '/ib-doo-trader/my-race'],
    ['/client', 'crm_ib', '/iboffer'],
    ['/usdt', 'crm_ib', '/iboffer'],
    ['/iboffer', 'crm_client', '/doo-trader'],
    ['/ibyearoffer', 'crm_client', '/doo-trader'],
    ['/transaction-history', 'crm_ib', null],
    ['/', 'crm_ib', null],
    ['/doo-trader/typo', 'crm_ib', null],
  ] as const)('%s to %s → %s', (path, target, expected) => {
    expect(pathForOtherView(path, target)).toBe(expected);
  });
});
