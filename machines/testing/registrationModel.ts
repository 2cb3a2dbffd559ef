import { TradingType } from '../../contract/contest';
import { registrationMachine } from '../registration.machine';
import { delayedEventTypes } from './modelPaths';
import { categoryFixtures } from './fixtures/registration';

export { categoryFixtures };

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
