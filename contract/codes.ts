/**
 * Business codes carried in the `code` field of every envelope (§8). HTTP status stays 200 for all of them;
 * a non-200 status means the request itself failed (unknown path, server fault).
 */
export const BusinessCode = {
  SUCCESS: 0,
  /** §8 silent: an IB has no reward records. */
  IB_RECORD_EMPTY: 400,
  INVALID_REQUEST: 10001,
  NOT_FOUND: 10004,
  SESSION_MISSING: 10101,
  SESSION_INVALID_FORMAT: 10102,
  SESSION_EXPIRED: 10103,
  SWITCH_NOT_ALLOWED: 10104,
  NOT_FROM_JAPAN: 10105,
  FORBIDDEN: 10106,
  INTERNAL_ERROR: 10500,
  /** §8 silent: the trading account is on the enrolment blacklist. */
  BLACKLIST_UNAVAILABLE_FOR_ENROLMENT: 55004,
  /** §8 silent: the account's equity is below the category's registerGross. */
  NET_WORTH_NOT_UP_TO_STANDARD: 55010,
  /** §8 silent: the user's blacklist holds the contest's activity key. */
  USER_BLACKLISTED: 56105,
  NATIONALITY_NOT_ELIGIBLE: 56106,
  ACCOUNT_NOT_FOUND: 56107,
  ACCOUNT_ALREADY_ENROLLED: 56108,
  MAX_ACCOUNTS_REACHED: 56109,
  ENROLMENT_CLOSED: 56110,
  ROUND_NOT_FOUND: 56111,
  /** §8 silent: no participation figures exist for the asked round and category. */
  USER_COUNT_INFO_NULL: 56114,
  /** §8 silent: the user has no enrolment (apply record) for what was asked. */
  NO_APPLY_RECORD: 56116,
  ADDRESS_ALREADY_SUBMITTED: 56120,
  REDEMPTION_TARGET_NOT_REACHED: 56121,
  REDEMPTION_ENDED: 56122,
} as const;

export type BusinessCode = (typeof BusinessCode)[keyof typeof BusinessCode];

/** §8: answers with these codes read as a quiet `false`, without the system-error toast. */
export const SILENT_BUSINESS_CODES: ReadonlySet<number> = new Set([
  BusinessCode.USER_BLACKLISTED,
  BusinessCode.NO_APPLY_RECORD,
  BusinessCode.IB_RECORD_EMPTY,
  BusinessCode.NET_WORTH_NOT_UP_TO_STANDARD,
  BusinessCode.BLACKLIST_UNAVAILABLE_FOR_ENROLMENT,
  BusinessCode.USER_COUNT_INFO_NULL,
]);

export const isSilentBusinessCode = (code: number): boolean => SILENT_BUSINESS_CODES.has(code);

/** §5 messages the service sends, in English only, when it refuses a session. */
export const SessionMessage = {
  MISSING: 'Failed to retrieve JSID from cookie!',
  INVALID_FORMAT: 'Invalid JSID format!',
  EXPIRED: 'Session expired',
  NOT_FROM_JAPAN: 'User is not from Japan',
} as const;

export type KnownSessionMessage = keyof typeof SessionMessage;

/**
 * What a refused session's message says, read once (issue 16): one of the §5 messages, which the app says in
 * the reader's language, or a message it does not know, kept as the service wrote it.
 */
export type SessionMessageMeaning =
  { kind: 'known'; message: KnownSessionMessage } | { kind: 'unknown'; text: string };

const knownSessionMessages = Object.keys(SessionMessage) as KnownSessionMessage[];

export const readSessionMessage = (text: string): SessionMessageMeaning => {
  const known = knownSessionMessages.find((message) => SessionMessage[message] === text);
  return known ? { kind: 'known', message: known } : { kind: 'unknown', text };
};
