import { describe, expect, it } from 'vitest';
import { pageNeeds } from './pageNeeds';

describe('pageNeeds (§4 type from the URL, §5 pages that need a session)', () => {
  it.each([
    ['/', false, null],
    ['/client', false, 'crm_client'],
    ['/usdt', false, 'crm_client'],
    ['/doo-trader', false, 'crm_client'],
    ['/doo-trader/', false, 'crm_client'],
    ['/doo-trader/race', true, 'crm_client'],
    ['/iboffer', false, 'crm_ib'],
    ['/ibyearoffer', false, 'crm_ib'],
    ['/ib-doo-trader', false, 'crm_ib'],
    ['/ib-doo-trader/race', true, 'crm_ib'],
    ['/transaction-history', true, null],
    ['/demo-form', true, null],
    ['/home2', false, null],
    ['/no-such-page', false, null],
  ])('%s → requiresSession %s, type %s', (path, requiresSession, neededType) => {
    expect(pageNeeds(path)).toEqual({ requiresSession, neededType });
  });
});
