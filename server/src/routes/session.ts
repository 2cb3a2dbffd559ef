import type { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import {
  BusinessCode,
  directLoginRequestSchema,
  isJapanNationality,
  SessionMessage,
} from '../../../contract';
import { answer, type Service } from '../service/context';
import { parseBody, ServiceError } from '../service/errors';
import { toSessionUser } from '../service/sessions';

const LOCATION_COOKIES = ['iso_country_code', 'region', 'city'] as const;

export const mountSessionRoutes = (app: Hono, { db, sessions, externalUrls }: Service): void => {
  answer(app, 'session', (c) => toSessionUser(sessions.require(c)));

  answer(app, 'switchUser', (c) => {
    const active = sessions.require(c);
    if (active.user.switch_user !== 1) {
      throw new ServiceError(
        BusinessCode.SWITCH_NOT_ALLOWED,
        'This user cannot switch between client and IB',
      );
    }
    return toSessionUser(sessions.switchType(active));
  });

  answer(app, 'logout', (c) => {
    sessions.end(c);
    return null;
  });

  answer(app, 'providerSession', (c) => {
    const active = sessions.require(c);
    if (!isJapanNationality(active.user.nationality)) {
      throw new ServiceError(BusinessCode.NOT_FROM_JAPAN, SessionMessage.NOT_FROM_JAPAN);
    }
    return toSessionUser(active);
  });

  answer(app, 'redirect', () => ({ redirectURL: externalUrls.userCenter }));

  answer(app, 'redirectCrm', (c) => {
    const active = sessions.optional(c);
    const url = new URL(externalUrls.crm);
    if (active) url.searchParams.set('uuid', active.user.uuid);
    return { redirectURL: url.toString() };
  });

  answer(app, 'clearSite', (c) => {
    sessions.end(c);
    for (const name of LOCATION_COOKIES) deleteCookie(c, name, { path: '/' });
    return null;
  });

  const ownedAccount = db.prepare<[string, string], { login: string }>(
    'SELECT login FROM trading_accounts WHERE login = ? AND user_uuid = ?',
  );
  answer(app, 'directLogin', async (c) => {
    const active = sessions.require(c);
    const { login } = await parseBody(c, directLoginRequestSchema);
    if (!isJapanNationality(active.user.nationality)) {
      throw new ServiceError(BusinessCode.NOT_FROM_JAPAN, SessionMessage.NOT_FROM_JAPAN);
    }
    if (login !== undefined && !ownedAccount.get(login, active.user.uuid)) {
      throw new ServiceError(BusinessCode.ACCOUNT_NOT_FOUND, `Account ${login} does not belong to this user`);
    }
    const url = new URL('/direct-login', externalUrls.japanProvider);
    url.searchParams.set('token', active.session.refresh_token);
    if (login !== undefined) url.searchParams.set('login', login);
    return { redirectURL: url.toString() };
  });
};
