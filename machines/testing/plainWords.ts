import type { AnyMachineSnapshot } from 'xstate';
import { BusinessCode } from '../../contract/codes';

/** `56120` is "address already submitted": the code's name in words. */
const codeNames = new Map<number, string>(
  Object.entries(BusinessCode).map(([name, code]) => [code, name.toLowerCase().replaceAll('_', ' ')]),
);

/**
 * How a tester carries out each event type, keyed by type: a sentence, or one built from the sample event and
 * the snapshot the step is taken from (what the page shows then names the control).
 */
export type SayHow<TEvent extends { type: string }> = Partial<
  Record<string, string | ((event: TEvent, from?: AnyMachineSnapshot) => string)>
>;

/** A named delay's length in ms where the machine sets it, for the step that waits it out. */
export type DelayLength = (name: string) => number | undefined;

/** One step of a path in plain words: the harness's own wording, or a generic one built from the event. */
export function describeStep<TEvent extends { type: string }>(
  event: TEvent | { type: 'xstate.init' },
  say: SayHow<TEvent> | undefined,
  delayLength?: DelayLength,
  from?: AnyMachineSnapshot,
): string {
  const how = say?.[event.type];
  if (typeof how === 'string') return how;
  if (how) return how(event as TEvent, from);
  return genericWording(event, delayLength);
}

/**
 * Whether the generic wording of a step speaks the tester's language: a wait of a known length, what the
 * service sends or fails to send. Otherwise it would fall back on machine terms (an actor's or a delay's
 * name, an event type), and the harness must word the step itself.
 */
export function hasPlainWording(event: { type: string }, delayLength?: DelayLength): boolean {
  return plainWording(event, delayLength) !== undefined;
}

const delayName = (type: string) => /^xstate\.after\.([^.]+)\./.exec(type)?.[1];

/**
 * Words a service answer by the name of its sample in a fixtures map (`equityTooLow` → "equity too low"), so
 * that paths whose answers differ read differently. The sample events must carry those very objects.
 */
export function answerNamed<TEvent>(
  samples: Readonly<Record<string, unknown>>,
  sentence: (name: string, output: unknown) => string,
) {
  return (event: TEvent): string => {
    const output = (event as { output?: unknown }).output;
    const name = Object.entries(samples).find(([, sample]) => sample === output)?.[0];
    return sentence(
      name ? name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`) : 'an answer not in the fixtures',
      output,
    );
  };
}

/** What a tester sees of each machine actor's work: what the service sends, or what fails. */
const asked = (what: string) => ({ done: `The service sends ${what}`, failed: `Asking for ${what} fails` });
const actorWork: Readonly<Record<string, { done: string; failed: string }>> = {
  load: asked('the section’s data'),
  loadAccounts: asked('the person’s contest accounts'),
  loadCategories: asked('the categories and their entry requirements'),
  loadEntryConditions: asked('the entry requirements of each category'),
  loadHistory: asked('the account’s rank history'),
  loadLastUpdated: asked('the time the ranking was last updated'),
  loadPrizeInfo: asked('the prize table'),
  loadRanking: asked('a page of the ranking'),
  loadReferences: asked('the board’s references (prize tables and entry requirements)'),
  loadRoundDetails: asked('the rounds’ dates'),
  refreshRoundDetails: asked('the rounds’ dates again'),
  loadRounds: asked('the rounds there are'),
  loadStanding: asked('the person’s own standing in the round'),
  loadStandings: asked('the standings around the person’s rank'),
  loadStatistics: asked('the account’s race statistics'),
  signMatch: { done: 'The service answers the registration', failed: 'The registration fails' },
  renderPoster: { done: 'The poster is drawn', failed: 'Drawing the poster fails' },
};

function genericWording(event: { type: string }, delayLength?: DelayLength): string {
  return plainWording(event, delayLength) ?? machineWording(event);
}

const doneActor = (type: string) => /^xstate\.done\.actor\.(.+)$/.exec(type)?.[1];
const failedActor = (type: string) => /^xstate\.error\.actor\.(.+)$/.exec(type)?.[1];
const workOf = (actor: string | undefined) =>
  actor !== undefined && Object.hasOwn(actorWork, actor) ? actorWork[actor] : undefined;

/** A step in the tester's words, where the event alone says it; `undefined` where only machine terms would. */
function plainWording(event: { type: string }, delayLength?: DelayLength): string | undefined {
  if (event.type === 'xstate.init') return 'Open the page.';
  const delayed = delayName(event.type);
  if (delayed !== undefined) {
    const length = Number.isFinite(Number(delayed)) ? delayed : delayLength?.(delayed);
    return length === undefined ? undefined : `Wait ${duration(length)}.`;
  }
  const done = workOf(doneActor(event.type));
  if (done) return `${done.done}.`;
  const failed = workOf(failedActor(event.type));
  if (failed) return `${failed.failed}: ${failureCause((event as { error?: unknown }).error)}.`;
  return undefined;
}

/** A step in machine terms: an unnamed delay, an actor the tester's words do not know, an event and its payload. */
function machineWording(event: { type: string }): string {
  const delayed = delayName(event.type);
  if (delayed !== undefined) return `Wait ${duration(delayed)}.`;
  const done = doneActor(event.type);
  if (done) return `The ${done} call succeeds.`;
  const failed = failedActor(event.type);
  if (failed) return `The ${failed} call fails: ${failureCause((event as { error?: unknown }).error)}.`;
  const { type, ...payload } = event;
  const values = Object.entries(payload).map(([key, value]) => `${key} ${JSON.stringify(value)}`);
  return `${type}${values.length ? ` (${values.join(', ')})` : ''}.`;
}

/** A delay in words: `1000` is "1 second"; a named delay keeps its name. */
export function duration(delay: string | number): string {
  const ms = Number(delay);
  if (!Number.isFinite(ms)) return `for the ${delay} delay`;
  if (ms % 1000 !== 0) return `${ms} ms`;
  const seconds = ms / 1000;
  if (seconds % 3600 === 0) return plural(seconds / 3600, 'hour');
  if (seconds % 60 === 0) return plural(seconds / 60, 'minute');
  return plural(seconds, 'second');
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * Names a failure as a tester meets it: the service's business code, an HTTP status, a request that got
 * no answer (network), or the error's own message.
 */
export function failureCause(error: unknown): string {
  if (!(error instanceof Error)) return 'an unknown failure';
  const { code, status, traceId } = error as Error & { code?: unknown; status?: unknown; traceId?: unknown };
  if (typeof code === 'number') {
    const name = codeNames.get(code);
    return `the service answers code ${code}${name ? ` (${name})` : ''}, "${error.message}"`;
  }
  if (typeof status === 'number') return `the service answers HTTP ${status}`;
  if (typeof traceId === 'string') return `the request gets no answer (network), trace id ${traceId}`;
  return `"${error.message}"`;
}

/**
 * What the tester sees in a snapshot: the `meta.description` of each active state, the deepest one
 * that has it (parallel regions each give theirs).
 */
export function describeStateSeen(snapshot: AnyMachineSnapshot): string {
  const meta = snapshot.getMeta() as Record<string, { description?: string } | undefined>;
  const described = Object.keys(meta).filter((id) => meta[id]?.description);
  const deepest = described.filter((id) => !described.some((other) => other.startsWith(`${id}.`)));
  return deepest.map((id) => meta[id]!.description!).join(' ');
}
