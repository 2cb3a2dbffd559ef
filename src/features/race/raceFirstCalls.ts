import { endpoints } from '../../../contract';
import { getAvailableRounds } from '../../api/getAvailableRounds';
import { getEntryCondition } from '../../api/getEntryCondition';
import { request } from '../../api/http';
import { startedEarly } from '../../api/startedEarly';
import { takeCarriedAnswer } from '../../api/carriedAnswers';
import { onceSignedIn } from '../../app/session/onceSignedIn';
import type { SessionActor } from '../../app/session/sessionActor';

/**
 * The race page's first calls; its first load of each takes the one its route started. The page comes from
 * the service with the rounds' answer (`server/src/carriedAnswers.ts`): the countdown draws it at once.
 */
export const raceFirstCalls = {
  availableRounds: startedEarly(getAvailableRounds, {
    carried: () => takeCarriedAnswer(endpoints.availableRounds),
  }),
  entryCondition: startedEarly(getEntryCondition),
  signLoginList: startedEarly(() => request(endpoints.signLoginList)),
};

/**
 * From the race routes' loaders: the public calls at once, the person's accounts as soon as the session is
 * signed in, while the page's code downloads, rather than once the page has rendered with the session (on a
 * throttled phone they began 110 ms after the session answered, behind its render).
 */
export function startRaceFirstCalls(session: SessionActor): void {
  raceFirstCalls.availableRounds.start();
  raceFirstCalls.entryCondition.start();
  onceSignedIn(session, () => raceFirstCalls.signLoginList.start());
}
