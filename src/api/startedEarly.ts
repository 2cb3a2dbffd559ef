/** How long a call started ahead of its page stays the page's first answer: a page opened later asks again. */
export const startedEarlyKeptMs = 10_000;

/**
 * A call a route starts before its page renders (from its loader, as soon as what the call needs is known), so
 * that the answer is on its way while the page's code and session load. The page's next load takes that call,
 * once, if it started within `startedEarlyKeptMs`; every other load asks the service.
 */
export const startedEarly = <Answer>(call: () => Promise<Answer>, now = () => performance.now()) => {
  let early: { answer: Promise<Answer>; startedAt: number } | undefined;
  return {
    start(): void {
      const answer = call();
      // Its reader sees the failure; a call nobody takes must not be reported as unhandled.
      answer.catch(() => undefined);
      early = { answer, startedAt: now() };
    },
    load(): Promise<Answer> {
      const taken = early;
      early = undefined;
      return taken && now() - taken.startedAt <= startedEarlyKeptMs ? taken.answer : call();
    },
  };
};
