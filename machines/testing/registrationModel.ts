import { TradingType, type CategoryDetails } from '../../contract/contest';
import { registrationMachine } from '../registration.machine';
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

export const [reloadDelay] = delayedEventTypes(registrationMachine);

export const registrationModelEvents = [
  { type: 'xstate.done.actor.loadCategories', output: categoryFixtures },
  { type: 'xstate.error.actor.loadCategories', error: new Error('offline') },
  { type: 'login.changed', value: '8100003' },
  { type: 'login.changed', value: '81a' },
  { type: 'category.selected', tradingType: TradingType.CLASSIC },
  { type: 'submitted' },
  { type: 'xstate.done.actor.signMatch', output: { id: 77, accountId: 20100003, competitionRounds: 2 } },
  { type: 'xstate.done.actor.signMatch', output: false },
  { type: 'xstate.error.actor.signMatch', error: new Error('offline') },
  { type: 'dismissed' },
  { type: reloadDelay! },
] as never[];
