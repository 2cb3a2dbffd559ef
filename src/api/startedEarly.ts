/** How long a call started ahead of its page stays the page's first answer: a page opened later asks again. */
export const startedEarlyKeptMs = 10_000;

export interface StartedEarlyOptions<Answer> {
  /** @default `performance.now()` */
  now?: () => number;
  /** The answer the page came with, if any (`takeCarriedAnswer`): taken in place of the call. */
  carried?: () => Answer | undefined;
}

/**
 * A call a route starts before its page renders (from its loader, as soon as what the call needs is known), so
 * that the answer is on its way while the page's code and session load. The page's next load takes that call,
 * once, if it started within `startedEarlyKeptMs`; every other load asks the service. When the page came with
 * the answer, starting takes it instead of calling, and the page has it in hand for its first render.
 */
export const startedEarly = <Answer>(
  call: () => Promise<Answer>,
  { now = () => performance.now(), carried }: StartedEarlyOptions<Answer> = {},
) => {
  let early: { answer: Promise<Answer>; inHand: Answer | undefined; startedAt: number } | undefined;
  const fresh = () => early !== undefined && now() - early.startedAt <= startedEarlyKeptMs;
  return {
    start(): void {
      const inHand = carried?.();
      const answer = inHand === undefined ? call() : Promise.resolve(inHand);
      // Its reader sees the failure; a call nobody takes must not be reported as unhandled.
      answer.catch(() => undefined);
      early = { answer, inHand, startedAt: now() };
    },
    /** The answer started ahead, if the page came with it and no load has taken it yet. */
    inHand(): Answer | undefined {
      return fresh() ? early!.inHand : undefined;
    },
    load(): Promise<Answer> {
      const taken = fresh() ? early!.answer : undefined;
      early = undefined;
      return taken ?? call();
    },
  };
};
