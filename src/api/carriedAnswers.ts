import type * as z from 'zod/mini';
import { CARRIED_ANSWERS_ELEMENT_ID, carriedAnswersSchema, type EndpointDefinition } from '../../contract';
import { parseAnswer } from './http';
import { serviceClock, type ServiceClock } from './serviceClock';
import { startedEarlyKeptMs } from './startedEarly';

/**
 * The answers the page came with (`contract/carriedAnswers.ts`), read from its markup once. Reading them
 * teaches the service clock the time they were written, as an answer's `Date` header does: the page's
 * request left at the navigation's `requestStart` and its answer came at `responseStart`.
 */
export function carriedAnswersOf(
  doc: Document | undefined,
  clock: Pick<ServiceClock, 'observe'> = serviceClock,
  timing: () => PerformanceNavigationTiming | undefined = navigationTiming,
  sinceNavigation: () => number = () => performance.now(),
) {
  let answers: Map<string, unknown> | undefined;
  const read = (): Map<string, unknown> => {
    if (answers) return answers;
    answers = new Map();
    const text = doc?.getElementById(CARRIED_ANSWERS_ELEMENT_ID)?.textContent;
    if (!text) return answers;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const block = carriedAnswersSchema.safeParse(json);
    if (!block.success) {
      console.error('The answers the page came with do not match the contract', block.error);
      return answers;
    }
    const navigation = timing();
    if (navigation) {
      clock.observe(
        block.data.date,
        performance.timeOrigin + navigation.requestStart,
        performance.timeOrigin + navigation.responseStart,
      );
    }
    for (const [path, answer] of Object.entries(block.data.answers)) answers.set(path, answer);
    return answers;
  };
  /**
   * The data of the page's answer to `endpoint`, once: a later load asks the service. `undefined` when the
   * page came without it, or with one the contract refuses or that carries a business code, or once the page
   * has been open longer than a call started early is kept: a tab opened in the background runs the app only
   * when shown, and the answer is as old as the page.
   */
  return <Endpoint extends EndpointDefinition>(
    endpoint: Endpoint,
  ): z.infer<Endpoint['response']> | undefined => {
    const carried = read();
    if (!carried.has(endpoint.path)) return undefined;
    const payload = carried.get(endpoint.path);
    carried.delete(endpoint.path);
    if (sinceNavigation() > startedEarlyKeptMs) return undefined;
    const outcome = parseAnswer(endpoint, payload, 'carried');
    return outcome.ok ? outcome.data : undefined;
  };
}

const navigationTiming = () =>
  performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;

/** The answers this page came with. */
export const takeCarriedAnswer = carriedAnswersOf(globalThis.document);
