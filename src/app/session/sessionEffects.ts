import { i18n } from '@lingui/core';
import { fromPromise } from 'xstate';
import type { SessionUser, UserType } from '../../../contract';
import { Nationality } from '../../../contract';
import type { sessionMachine } from '../../../machines/session.machine';
import { getSession, logout, switchUser } from '../../api';
import { loginUrl } from './authLinks';

type SessionImplementations = Parameters<typeof sessionMachine.provide>[0];

const currentPath = () => `${window.location.pathname}${window.location.search}`;

const navigationActions = {
  goToLogin: () => {
    try {
      window.location.assign(loginUrl({ nationality: null, locale: i18n.locale, returnTo: currentPath() }));
    } catch (error) {
      // §8: a host that maps to no user site is a deployment mistake; home is the safe place to land.
      console.error(error);
      window.location.assign('/');
    }
  },
} satisfies SessionImplementations['actions'];

/**
 * The session's effects against the contest service. The switch updates the session behind the JSID
 * cookie on the service's side: the cookie is httpOnly, so the page cannot (and need not) clear it; the
 * session is then loaded again and judged by what comes back.
 */
export const serviceSessionEffects: SessionImplementations = {
  actors: {
    fetchSession: fromPromise<SessionUser, void>(({ signal }) => getSession(signal)),
    switchUserType: fromPromise<unknown, { userType: UserType }>(async () => {
      const switched = await switchUser();
      if (switched === false) throw new Error('The service did not switch the account type');
      return switched;
    }),
    endSession: fromPromise<unknown, void>(() => logout()),
  },
  actions: navigationActions,
};

export const sandboxUserTypeKey = 'sandboxUserType';

/** §4 sandbox mode: a fake client session; its type lives in local storage, so a switch is a write. */
export const fakeSandboxSession = (userType: UserType): SessionUser => ({
  uuid: 'sandbox-user',
  nationality: Nationality.CHINA,
  switchUser: true,
  userType,
  blacklist: [],
});

export const readSandboxUserType = (storage: Storage): UserType =>
  storage.getItem(sandboxUserTypeKey) === 'crm_ib' ? 'crm_ib' : 'crm_client';

/** The sandbox session's effects as plain functions over a storage. */
export const sandboxSession = (storage: Storage) => ({
  fetch: async (): Promise<SessionUser> => fakeSandboxSession(readSandboxUserType(storage)),
  switchTo: async (userType: UserType): Promise<null> => {
    storage.setItem(sandboxUserTypeKey, userType);
    return null;
  },
  end: async (): Promise<null> => {
    storage.removeItem(sandboxUserTypeKey);
    return null;
  },
});

export const sandboxSessionEffects = (storage: Storage): SessionImplementations => {
  const sandbox = sandboxSession(storage);
  return {
    actors: {
      fetchSession: fromPromise<SessionUser, void>(sandbox.fetch),
      switchUserType: fromPromise<unknown, { userType: UserType }>(({ input }) =>
        sandbox.switchTo(input.userType),
      ),
      endSession: fromPromise<unknown, void>(sandbox.end),
    },
    actions: navigationActions,
  };
};
