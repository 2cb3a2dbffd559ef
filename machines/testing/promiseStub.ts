import { fromPromise } from 'xstate';

/**
 * A fake `fromPromise` actor for model-based tests: every invocation waits until the test settles it,
 * so a path's `xstate.done.actor.*` / `xstate.error.actor.*` step becomes `resolve(output)` / `reject()`.
 * (`Promise.withResolvers` is missing on Node 20.)
 */
export function promiseStub<Output, Input = unknown>() {
  const pending: Array<{ resolve: (value: Output) => void; reject: (error: unknown) => void }> = [];
  const inputs: Input[] = [];
  const call = (input: Input) =>
    new Promise<Output>((resolve, reject) => {
      inputs.push(input);
      pending.push({ resolve, reject });
    });
  const logic = fromPromise<Output, Input>(({ input }) => call(input));
  const next = () => {
    const call = pending.shift();
    if (!call) throw new Error('promiseStub: no invocation is waiting');
    return call;
  };
  return {
    logic,
    /** The same fake as a plain async function, for features that take a loader rather than an actor. */
    call,
    /** The inputs of every invocation so far, oldest first. */
    inputs,
    /** Resolves the oldest invocation still waiting. */
    resolve: (output: Output) => next().resolve(output),
    /** Rejects the oldest invocation still waiting. */
    reject: (error: unknown = new Error('stub failure')) => next().reject(error),
    /** Number of invocations still waiting. */
    waiting: () => pending.length,
  };
}

/** Lets resolved promises and the actor reactions they trigger run; works under fake timers too. */
export async function flushPromises(rounds = 10): Promise<void> {
  for (let round = 0; round < rounds; round += 1) await Promise.resolve();
}
