import { BusinessCode } from '../../contract/codes';
import { TradingType, type CategoryDetails } from '../../contract/contest';
import { registrationMachine, type SignMatchAnswer } from '../registration.machine';
import { delayedEventTypes } from './modelPaths';

/** The entry requirements of §5, as the local service seeds them. */
export const categoryFixtures: CategoryDetails[] = [
  {
    id: TradingType.CLASSIC,
    registerGross: 500,
    maxAccountNum: 3,
    minVolume: 10,
    minTradingNum: 20,
    minStrategyDuration: 10,
  },
  {
    id: TradingType.MASTER,
    registerGross: 10_000,
    maxAccountNum: 2,
    minVolume: 50,
    minTradingNum: 30,
    minStrategyDuration: 15,
  },
];

const refusedWith = (code: number | null): SignMatchAnswer => ({
  ok: false,
  code,
  traceId: `trace-${code ?? 'unparsable'}`,
});

/** What the service can answer to `signMatch` (server/src/routes/race.ts), one answer per §8 code. */
export const signMatchAnswers = {
  registered: { ok: true, registration: { id: 77, accountId: 20100003, competitionRounds: 2 } },
  regionNotEligible: refusedWith(BusinessCode.NATIONALITY_NOT_ELIGIBLE),
  alreadyEnrolled: refusedWith(BusinessCode.ACCOUNT_ALREADY_ENROLLED),
  accountBlacklisted: refusedWith(BusinessCode.BLACKLIST_UNAVAILABLE_FOR_ENROLMENT),
  userBlacklisted: refusedWith(BusinessCode.USER_BLACKLISTED),
  accountNotOwned: refusedWith(BusinessCode.ACCOUNT_NOT_FOUND),
  equityTooLow: refusedWith(BusinessCode.NET_WORTH_NOT_UP_TO_STANDARD),
  maxAccountsReached: refusedWith(BusinessCode.MAX_ACCOUNTS_REACHED),
  enrolmentClosed: refusedWith(BusinessCode.ENROLMENT_CLOSED),
  serverFault: refusedWith(BusinessCode.INTERNAL_ERROR),
  unparsable: refusedWith(null),
} satisfies Record<string, SignMatchAnswer>;

export const [reloadDelay] = delayedEventTypes(registrationMachine);

export const registrationModelEvents = [
  { type: 'xstate.done.actor.loadCategories', output: categoryFixtures },
  { type: 'xstate.error.actor.loadCategories', error: new Error('offline') },
  { type: 'login.changed', value: '8100003' },
  { type: 'login.changed', value: '81a' },
  { type: 'category.selected', tradingType: TradingType.CLASSIC },
  { type: 'submitted' },
  ...Object.values(signMatchAnswers).map((output) => ({ type: 'xstate.done.actor.signMatch', output })),
  { type: 'xstate.error.actor.signMatch', error: new Error('offline') },
  { type: 'dismissed' },
  { type: reloadDelay! },
] as never[];
