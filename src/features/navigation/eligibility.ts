import { ActivityKey, Nationality, type SessionUser, type UserType } from '../../../contract';

export type EventEntryKey = 'client' | 'usdt' | 'doo-trader' | 'iboffer' | 'ibyearoffer' | 'ib-doo-trader';

interface EntryRule {
  key: EventEntryKey;
  path: `/${EventEntryKey}`;
  audience: UserType;
  /** §2 eligibility table. */
  nationalities: readonly string[];
  /** Hidden when the blacklist holds every one of these activity keys (none: never hidden by it). */
  hiddenByBlacklistOf: readonly string[];
}

const greaterChina = [Nationality.CHINA, Nationality.HONG_KONG, Nationality.TAIWAN, Nationality.MACAU];

/** The Event group in menu order: the client entries, then the IB entries (§2, INTERPRETATIONS.md). */
export const eventEntryRules: readonly EntryRule[] = [
  {
    key: 'client',
    path: '/client',
    audience: 'crm_client',
    nationalities: greaterChina,
    hiddenByBlacklistOf: [ActivityKey.Q1_2025, ActivityKey.Q2_2025, ActivityKey.Q3_2025, ActivityKey.Q4_2025],
  },
  {
    key: 'usdt',
    path: '/usdt',
    audience: 'crm_client',
    nationalities: [Nationality.CHINA],
    hiddenByBlacklistOf: [ActivityKey.REBATE_2025],
  },
  {
    key: 'doo-trader',
    path: '/doo-trader',
    audience: 'crm_client',
    nationalities: [...greaterChina, Nationality.KOREA],
    hiddenByBlacklistOf: [],
  },
  {
    key: 'iboffer',
    path: '/iboffer',
    audience: 'crm_ib',
    nationalities: greaterChina,
    hiddenByBlacklistOf: [],
  },
  {
    key: 'ibyearoffer',
    path: '/ibyearoffer',
    audience: 'crm_ib',
    nationalities: greaterChina,
    hiddenByBlacklistOf: [],
  },
  {
    key: 'ib-doo-trader',
    path: '/ib-doo-trader',
    audience: 'crm_ib',
    nationalities: [...greaterChina, Nationality.KOREA],
    hiddenByBlacklistOf: [],
  },
];

/**
 * §2: the Event group's entries for this user: their type's entries whose nationality list holds the
 * user's (codes compared as strings), minus those the blacklist hides.
 */
export function eventEntriesFor(
  user: Pick<SessionUser, 'nationality' | 'blacklist' | 'userType'>,
): EntryRule[] {
  const blacklist = new Set(user.blacklist);
  return eventEntryRules.filter(
    (rule) =>
      rule.audience === user.userType &&
      rule.nationalities.includes(String(user.nationality)) &&
      !(rule.hiddenByBlacklistOf.length > 0 && rule.hiddenByBlacklistOf.every((key) => blacklist.has(key))),
  );
}
