import { assign, fromPromise, setup } from 'xstate';

/**
 * What a page section's data loader answers: the data, or `false` when the call failed (the API
 * helpers of `src/api` log the failure and answer `false`).
 */
export type SectionDataOutput<Data> = Data | false;

const hasFailed = (output: unknown): output is false => output === false;
const isEmpty = (output: unknown): boolean => Array.isArray(output) && output.length === 0;

/**
 * Loads the data of one page section and tells which of its states to show: `loading`, `ready`
 * (with `context.data`), `empty` (an empty list) or `failed`; `retry` from `failed` asks again in
 * `loading.retrying`, where the failure notice stays on screen with its button busy. Each section makes its own typed machine: `const footerMachine = sectionDataMachine<Footer>()`
 * and provides `load` with `.provide({ actors: { load: fromPromise(...) } })`.
 */
export const sectionDataMachine = <Data>() =>
  setup({
    types: {
      context: {} as { data: Data | null },
      events: {} as { type: 'retry' },
    },
    actors: {
      load: fromPromise<SectionDataOutput<Data>>(async () => {
        throw new Error('sectionData: the `load` actor was not provided');
      }),
    },
  }).createMachine({
    meta: {
      description:
        'One section of a page that loads its data on its own (entry requirements, failed enrolment): loading, the data, nothing to show, or an error with *Try again*.',
    },
    id: 'sectionData',
    context: { data: null },
    initial: 'loading',
    states: {
      loading: {
        meta: { description: 'A loading placeholder in place of the section.' },
        tags: ['loading'],
        invoke: {
          id: 'load',
          src: 'load',
          onDone: [
            // The answer decides the state, so these guards read the done event itself.
            { guard: ({ event }) => hasFailed(event.output), target: 'failed' },
            { guard: ({ event }) => isEmpty(event.output), target: 'empty' },
            {
              target: 'ready',
              actions: assign({ data: ({ event }) => event.output as Data }),
            },
          ],
          onError: 'failed',
        },
        initial: 'first',
        states: {
          first: {
            meta: {
              description: 'The section asks the service for its data and shows a placeholder meanwhile.',
            },
          },
          retrying: {
            meta: {
              description:
                'After "Try again" the section asks the service again; the failure notice stays, its button busy, until the answer comes.',
            },
          },
        },
      },
      ready: { meta: { description: 'The section shows the data the service answered.' } },
      empty: {
        meta: { description: 'The service answered an empty list: the section says there is nothing yet.' },
      },
      failed: {
        meta: {
          description:
            'The call failed (error status, timeout, unreadable answer or business code): the section says it could not load and offers "Try again".',
        },
        on: { retry: '#sectionData.loading.retrying' },
      },
    },
  });

export type SectionDataMachine<Data> = ReturnType<typeof sectionDataMachine<Data>>;

/** The parts of a `sectionData` snapshot that tell whether its section shows the load-failed notice. */
type SectionSnapshot = { matches: (state: 'failed' | { loading: 'retrying' }) => boolean };

/**
 * The notice's props while a section has failed or is retrying after a failure, else `undefined`: one rule
 * for every section, so the notice stays in place (busy) during a retry rather than flashing a placeholder.
 */
export const sectionFailure = (snapshot: SectionSnapshot, send: (event: { type: 'retry' }) => void) => {
  const retrying = snapshot.matches({ loading: 'retrying' });
  if (!retrying && !snapshot.matches('failed')) return undefined;
  return { retrying, onRetry: () => send({ type: 'retry' }) };
};

export type SectionFailure = NonNullable<ReturnType<typeof sectionFailure>>;
