import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import {
  BusinessCode,
  SESSION_COOKIE_NAME,
  SESSION_ID_PATTERN,
  SESSION_MAX_AGE_SECONDS,
  SessionMessage,
  type SessionUser,
  type UserType,
} from '../../../contract';
import type { ContestDatabase } from '../db/database';
import type { CookieOptions } from 'hono/utils/cookie';
import { ServiceError } from './errors';

export type UserRow = {
  uuid: string;
  persona: string | null;
  description: string;
  full_name: string;
  email: string;
  nationality: string;
  user_type: UserType;
  switch_user: number;
  is_verified: number;
  blacklist: string;
};

type SessionRow = {
  id: string;
  user_uuid: string;
  user_type: UserType;
  refresh_token: string;
  expires_at: number;
};

export type ActiveSession = { user: UserRow; session: SessionRow; blacklist: string[] };

const newToken = () => randomBytes(16).toString('hex');

export const toSessionUser = ({ user, session, blacklist }: ActiveSession): SessionUser => ({
  uuid: user.uuid,
  nationality: user.nationality,
  switchUser: user.switch_user === 1,
  userType: session.user_type,
  blacklist,
});

/**
 * Session lifetimes run on real time, not the sandbox clock: moving the contest clock by weeks must not sign
 * every tester out.
 */
export const createSessionStore = (
  db: ContestDatabase,
  { secure = false, realNow = Date.now }: { secure?: boolean; realNow?: () => number } = {},
) => {
  // Production: `__Host-` binds the cookie to this host, HTTPS and path `/` (no subdomain can set it).
  const cookieOptions: CookieOptions = secure
    ? { path: '/', httpOnly: true, sameSite: 'Lax', secure: true, prefix: 'host' }
    : { path: '/', httpOnly: true, sameSite: 'Lax' };
  const cookieName = secure ? `__Host-${SESSION_COOKIE_NAME}` : SESSION_COOKIE_NAME;
  // Whatever depends on the session must never sit in a shared or browser cache.
  const private_ = (c: Context) => {
    c.header('Cache-Control', 'no-store');
    c.header('Vary', 'Cookie', { append: true });
  };
  const statements = {
    insert: db.prepare(
      'INSERT INTO sessions (id, user_uuid, user_type, refresh_token, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    find: db.prepare<[string, number], SessionRow>('SELECT * FROM sessions WHERE id = ? AND expires_at > ?'),
    user: db.prepare<[string], UserRow>('SELECT * FROM users WHERE uuid = ?'),
    setType: db.prepare('UPDATE sessions SET user_type = ? WHERE id = ?'),
    remove: db.prepare('DELETE FROM sessions WHERE id = ?'),
    purgeExpired: db.prepare('DELETE FROM sessions WHERE expires_at <= ?'),
  };

  const load = (session: SessionRow): ActiveSession | undefined => {
    const user = statements.user.get(session.user_uuid);
    if (!user) return undefined;
    return { user, session, blacklist: JSON.parse(user.blacklist) as string[] };
  };

  const start = (c: Context, user: UserRow): ActiveSession => {
    const now = realNow();
    statements.purgeExpired.run(now);
    const session: SessionRow = {
      id: newToken(),
      user_uuid: user.uuid,
      user_type: user.user_type,
      refresh_token: newToken(),
      expires_at: now + SESSION_MAX_AGE_SECONDS * 1000,
    };
    statements.insert.run(
      session.id,
      user.uuid,
      session.user_type,
      session.refresh_token,
      now,
      session.expires_at,
    );
    private_(c);
    setCookie(c, SESSION_COOKIE_NAME, session.id, { ...cookieOptions, maxAge: SESSION_MAX_AGE_SECONDS });
    return { user, session, blacklist: JSON.parse(user.blacklist) as string[] };
  };

  /** §5: the session behind the JSID cookie, or the §5 failure for a missing, malformed or stale cookie. */
  const require = (c: Context): ActiveSession => {
    private_(c);
    const id = getCookie(c, cookieName);
    if (id === undefined) throw new ServiceError(BusinessCode.SESSION_MISSING, SessionMessage.MISSING);
    if (!SESSION_ID_PATTERN.test(id)) {
      throw new ServiceError(BusinessCode.SESSION_INVALID_FORMAT, SessionMessage.INVALID_FORMAT);
    }
    const session = statements.find.get(id, realNow());
    const active = session && load(session);
    if (!active) throw new ServiceError(BusinessCode.SESSION_EXPIRED, SessionMessage.EXPIRED);
    return active;
  };

  /** The session when the cookie holds a valid one; pages that personalise but stay public use this. */
  const optional = (c: Context): ActiveSession | undefined => {
    try {
      return require(c);
    } catch (error) {
      if (error instanceof ServiceError) return undefined;
      throw error;
    }
  };

  const switchType = (active: ActiveSession): ActiveSession => {
    const userType: UserType = active.session.user_type === 'crm_client' ? 'crm_ib' : 'crm_client';
    statements.setType.run(userType, active.session.id);
    return { ...active, session: { ...active.session, user_type: userType } };
  };

  const end = (c: Context): void => {
    const active = optional(c);
    if (active) statements.remove.run(active.session.id);
    deleteCookie(c, SESSION_COOKIE_NAME, cookieOptions);
  };

  return { start, require, optional, switchType, end };
};

export type SessionStore = ReturnType<typeof createSessionStore>;
