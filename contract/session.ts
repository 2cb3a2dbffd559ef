import * as z from 'zod/mini';

export const USER_TYPES = ['crm_client', 'crm_ib'] as const;
export const userTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userTypeSchema>;

/** §9 session and JWT lifetime. */
export const SESSION_MAX_AGE_SECONDS = 7200;
export const SESSION_COOKIE_NAME = 'JSID';
/** §5: the cookie is `JSID=` followed by alphanumerics. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9]+$/;

/** §9 nationality and region codes; Indonesia is `IDN` (docs/readings.md). Compare as strings. */
export const Nationality = {
  CHINA: '1',
  HONG_KONG: '81',
  TAIWAN: '71',
  MACAU: '82',
  JAPAN: 'JPN',
  JAPAN_SHORT: 'JP',
  KOREA: 'KOR',
  INDIA: 'IND',
  INDONESIA: 'IDN',
} as const;

export const isJapanNationality = (nationality: string): boolean =>
  nationality === Nationality.JAPAN || nationality === Nationality.JAPAN_SHORT;

/** §2 blacklist activity keys; `dootrader_activity` blocks contest enrolment. */
export const ActivityKey = {
  REBATE_2025: 'rebate2025_activity',
  Q1_2025: 'q12025_activity',
  Q2_2025: 'q22025_activity',
  Q3_2025: 'q32025_activity',
  Q4_2025: 'q42025_activity',
  DOO_TRADER: 'dootrader_activity',
} as const;

/**
 * §7 the answer of `/validate/session`: uuid, nationality, switchUser, userType, plus the §2 blacklist the
 * app needs to hide events. The session id and refresh token stay on the server (issue 15): a script that
 * reads this answer learns nothing that signs in.
 */
export const sessionUserSchema = z.object({
  uuid: z.string().check(z.minLength(1)),
  nationality: z.string(),
  switchUser: z.boolean(),
  userType: userTypeSchema,
  blacklist: z.array(z.string()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** §3 stored user state (encrypted in local storage under `userState` by the app). */
export const storedUserStateSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
});
export type StoredUserState = z.infer<typeof storedUserStateSchema>;

export const STORED_USER_STATE_KEY = 'userState';

/** Answer of the redirect calls (`/api/redirect`, `/api/redirect/crm`, `directLogin`). */
export const redirectResponseSchema = z.object({
  redirectURL: z.string().check(z.minLength(1)),
});
export type RedirectResponse = z.infer<typeof redirectResponseSchema>;

/** Body of `POST /api/dootrader/user/auth/directLogin`: which trading account the provider opens, if any. */
export const directLoginRequestSchema = z.object({
  login: z.optional(z.string().check(z.regex(/^\d+$/))),
});
export type DirectLoginRequest = z.infer<typeof directLoginRequestSchema>;
