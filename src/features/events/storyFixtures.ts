import type { SessionUser } from '../../../contract/session';
import type { SessionView } from '../../app/session/sessionView';

const base: SessionUser = {
  uuid: 'story-user',
  nationality: '1',
  switchUser: false,
  userType: 'crm_client',
  blacklist: [],
};

/** Visitors the event pages' stories show, named after the sandbox personas they mirror. */
export const storyVisitors = {
  chinaClient: { status: 'signedIn', user: base },
  hongKongIb: { status: 'signedIn', user: { ...base, nationality: '81', userType: 'crm_ib' } },
  indiaClient: { status: 'signedIn', user: { ...base, nationality: 'IND' } },
  blacklistedClient: {
    status: 'signedIn',
    user: {
      ...base,
      blacklist: [
        'rebate2025_activity',
        'q12025_activity',
        'q22025_activity',
        'q32025_activity',
        'q42025_activity',
      ],
    },
  },
  signedOut: { status: 'signedOut', user: null },
} satisfies Record<string, SessionView>;
