import { TradingType } from '../../contract/contest';
import { registrationMachine } from '../registration.machine';
import { delayedEventTypes } from './modelPaths';
import { categoryFixtures, signMatchAnswers } from './fixtures/registration';

export { categoryFixtures, signMatchAnswers };

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
