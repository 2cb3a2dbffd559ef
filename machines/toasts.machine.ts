import { assign, fromCallback, setup } from 'xstate';

/** §3 Toast: a plain message, or the §8 system-error toast with the trace (exception) id. */
export type ToastContent = { kind: 'message'; message: string } | { kind: 'systemError'; traceId: string };
export type Toast = ToastContent & { id: number };

export interface ToastsContext {
  /** The toast on screen first, then those waiting their turn. */
  queue: Toast[];
  nextId: number;
}

export type ToastsEvent =
  | { type: 'toast.requested'; toast: ToastContent }
  | { type: 'dismiss.requested' }
  | { type: 'copy.requested' };

/** §9 timers. */
export const TOAST_AUTO_CLOSE_MS = 2000;
export const SYSTEM_ERROR_AUTO_CLOSE_MS = 8000;
export const TOAST_FADE_MS = 300;

/**
 * The toast queue (§8): one toast on screen at a time, the rest wait their turn. A toast closes by itself
 * (2000 ms, the system-error toast 8000 ms) or by hand, then fades for 300 ms before the next one shows.
 * Clicking the system-error toast's id copies it. The queue listens to the API client's trace-id events.
 */
export const toastsMachine = setup({
  types: {
    context: {} as ToastsContext,
    events: {} as ToastsEvent,
  },
  actors: {
    /** Sends `toast.requested` for every trace-id event of the API client. */
    traceIdEvents: fromCallback<ToastsEvent>(() => {
      throw new Error('toasts: the `traceIdEvents` actor was not provided');
    }),
  },
  actions: {
    copyTraceId: (_, _traceId: string) => {
      throw new Error('toasts: the `copyTraceId` action was not provided');
    },
    enqueue: assign(({ context }, toast: ToastContent) => ({
      queue: [...context.queue, { ...toast, id: context.nextId }],
      nextId: context.nextId + 1,
    })),
    removeShown: assign({ queue: ({ context }) => context.queue.slice(1) }),
  },
  guards: {
    hasWaiting: ({ context }) => context.queue.length > 0,
    shownIsSystemError: ({ context }) => context.queue[0]?.kind === 'systemError',
  },
  delays: {
    autoClose: ({ context }) =>
      context.queue[0]?.kind === 'systemError' ? SYSTEM_ERROR_AUTO_CLOSE_MS : TOAST_AUTO_CLOSE_MS,
    fade: TOAST_FADE_MS,
  },
}).createMachine({
  meta: {
    description:
      'The error toasts: a request that fails with a trace id shows a toast with the exception ID to copy; toasts come one after another.',
  },
  id: 'toasts',
  context: { queue: [], nextId: 1 },
  invoke: { id: 'traceIdEvents', src: 'traceIdEvents' },
  on: {
    'toast.requested': { actions: { type: 'enqueue', params: ({ event }) => event.toast } },
  },
  initial: 'idle',
  states: {
    idle: { meta: { description: 'No toast.' }, always: { guard: 'hasWaiting', target: 'showing' } },
    showing: {
      meta: { description: 'A toast.' },
      initial: 'visible',
      states: {
        visible: {
          meta: {
            description:
              'The toast "System error" with "Exception ID: …" and "Please contact customer service and quote this ID."',
          },
          tags: ['visible'],
          after: { autoClose: 'fading' },
          on: { 'dismiss.requested': 'fading' },
          initial: 'ready',
          states: {
            ready: {
              meta: { description: 'The toast "System error" with the exception ID and "Click to copy".' },
              on: {
                'copy.requested': {
                  guard: 'shownIsSystemError',
                  target: 'copied',
                },
              },
            },
            copied: {
              meta: { description: 'The toast says "Copied": the exception ID is on the clipboard.' },
              entry: {
                type: 'copyTraceId',
                params: ({ context }) => {
                  const shown = context.queue[0];
                  return shown?.kind === 'systemError' ? shown.traceId : '';
                },
              },
              on: { 'copy.requested': { target: 'copied', reenter: true } },
            },
          },
        },
        fading: {
          meta: { description: 'The toast fades out.' },
          after: { fade: { target: '#toasts.idle', actions: 'removeShown' } },
        },
      },
    },
  },
});
