import { CARRIED_ANSWERS_ELEMENT_ID, type CarriedAnswersBlock } from '../../contract';

/**
 * How long a page waits for the answers it carries: the local service answers in a few milliseconds, and
 * past this the page goes without them (the app then makes the calls itself), rather than hold back its
 * first paint for a slow or hung call.
 */
export const CARRIED_ANSWERS_WAIT_MS = 300;

/** One of the service's own calls, made for the visitor of the page (their cookies, so their faults too). */
export type OwnCall = (path: string) => Promise<Response>;

/** The call's answer as the app would read it, when it succeeded: 200, JSON, business code 0. */
const successfulAnswer = async (response: Response): Promise<{ json: unknown; date: string } | undefined> => {
  const date = response.headers.get('Date');
  if (response.status !== 200 || !date) return undefined;
  const json = (await response.json().catch(() => undefined)) as { code?: unknown } | undefined;
  return json?.code === 0 ? { json, date } : undefined;
};

/** What `promise` gives within `ms`, else `undefined`. */
const within = <T>(promise: Promise<T>, ms: number): Promise<T | undefined> => {
  let timer: number | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
};

/**
 * The answers a page carries (`contract/carriedAnswers.ts`): each of `paths` answered by the service for this
 * visitor, within `waitMs`. A call that fails or is late is left out; `undefined` when none is in.
 */
export async function carriedAnswersFor(
  call: OwnCall,
  paths: readonly string[],
  waitMs = CARRIED_ANSWERS_WAIT_MS,
): Promise<CarriedAnswersBlock | undefined> {
  const answers = await Promise.all(
    paths.map((path) =>
      within(
        call(path).then(successfulAnswer, () => undefined),
        waitMs,
      ).then((answer) => [path, answer] as const),
    ),
  );
  const carried = answers.filter((entry): entry is [string, { json: unknown; date: string }] => !!entry[1]);
  if (carried.length === 0) return undefined;
  return {
    date: carried[0]![1].date,
    answers: Object.fromEntries(carried.map(([path, { json }]) => [path, json])),
  };
}

/**
 * The answers as the page's markup carries them: JSON in a script element, every `<` escaped, so no text of
 * an answer can close the element.
 */
export const carriedAnswersElement = (block: CarriedAnswersBlock): string =>
  `<script type="application/json" id="${CARRIED_ANSWERS_ELEMENT_ID}">${JSON.stringify(block).replace(/</g, '\\u003c')}</script>`;
