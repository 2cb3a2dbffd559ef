import { describe, expect, it } from 'vitest';
import type { UserType } from '../../contract';
import { eventEntriesFor } from './registry';

const q = ['q12025_activity', 'q22025_activity', 'q32025_activity', 'q42025_activity'];

describe('eventEntriesFor (§2 eligibility and blacklist)', () => {
  it.each<[string, string, UserType, string[], string[]]>([
    ['China client', '1', 'crm_client', [], ['client', 'usdt', 'doo-trader']],
    ['Hong Kong client', '81', 'crm_client', [], ['client', 'doo-trader']],
    ['Taiwan client', '71', 'crm_client', [], ['client', 'doo-trader']],
    ['Macau client', '82', 'crm_client', [], ['client', 'doo-trader']],
    ['Korea client', 'KOR', 'crm_client', [], ['doo-trader']],
    ['Japan client (JP)', 'JP', 'crm_client', [], []],
    ['Japan client (JPN)', 'JPN', 'crm_client', [], []],
    ['India client', 'IND', 'crm_client', [], []],
    ['China IB', '1', 'crm_ib', [], ['iboffer', 'ibyearoffer', 'ib-doo-trader']],
    ['Hong Kong IB', '81', 'crm_ib', [], ['iboffer', 'ibyearoffer', 'ib-doo-trader']],
    ['Korea IB', 'KOR', 'crm_ib', [], ['ib-doo-trader']],
    ['India IB', 'IND', 'crm_ib', [], []],
    [
      'China client, rebate blacklisted',
      '1',
      'crm_client',
      ['rebate2025_activity'],
      ['client', 'doo-trader'],
    ],
    [
      'China client, three quarters blacklisted',
      '1',
      'crm_client',
      q.slice(0, 3),
      ['client', 'usdt', 'doo-trader'],
    ],
    ['China client, all four quarters blacklisted', '1', 'crm_client', q, ['usdt', 'doo-trader']],
    [
      'China client, everything blacklisted',
      '1',
      'crm_client',
      ['rebate2025_activity', ...q],
      ['doo-trader'],
    ],
    [
      'Hong Kong IB, client keys blacklisted',
      '81',
      'crm_ib',
      ['rebate2025_activity', ...q],
      ['iboffer', 'ibyearoffer', 'ib-doo-trader'],
    ],
    ['a number-like code is not the China code', '01', 'crm_client', [], []],
  ])('%s', (_, nationality, userType, blacklist, expected) => {
    expect(eventEntriesFor({ nationality, userType, blacklist }).map((entry) => entry.key)).toEqual(expected);
  });
});
