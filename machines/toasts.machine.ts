import { assign, fromCallback, setup } from 'xstate';

/** §3 Toast: a plain message, or the §8 system-error toast with the trace (exception) id. */
export type ToastContent = { kind: 'message'; message: string } | { kind: 'systemError'; traceId: string };
export type Toast = ToastContent & { id: number };

export interface ToastsContext {
  /** The toast on screen first, then those waiting their turn. */
  queue: Toast[];
  nextId: number;
  /** The pointer rests on the shown toast. */
  hovered: boolean;
  /** Keyboard focus is inside the shown toast. */
  focused: boolean;
}

export type ToastsEvent =
  | { type: 'toast.requested'; toast: ToastContent }
  | { type: 'dismiss.requested' }
  | { type: 'copy.requested' }
  | { type: 'pointer.entered' }
  | { type: 'pointer.left' }
  | { type: 'focus.entered' }
  | { type: 'focus.left' };

/** §9 timers. */
export const TOAST_AUTO_CLOSE_MS = 2000;
export const SYSTEM_ERROR_AUTO_CLOSE_MS = 8000;
export const TOAST_FADE_MS = 300;

/**
 * The toast queue (§8): one toast on screen at a time, the rest wait their turn. A failure while a
 * system-error toast is on screen or waiting belongs to the same burst and adds none: a page whose calls all
 * fail shows one toast with the first trace id, not one per call. A toast closes by itself
 * (2000 ms, the system-error toast 8000 ms) or by hand, then fades for 300 ms before the next one shows.
 * Clicking the system-error toast's id copies it. The queue listens to the API client's trace-id events.
 * WCAG 2.2.1: the timer holds while the pointer rests on the toast or focus is inside it, and starts
 * again in full once both have left; a toast closed with focus inside hands focus back (`returnFocus`).
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
    returnFocus: () => {
      throw new Error('toasts: the `returnFocus` action was not provided');
    },
    markHovered: assign({ hovered: true }),
    markUnhovered: assign({ hovered: false }),
    markFocused: assign({ focused: true }),
    markUnfocused: assign({ focused: false }),
    enqueue: assign(({ context }, toast: ToastContent) => ({
      queue: [...context.queue, { ...toast, id: context.nextId }],
      nextId: context.nextId + 1,
    })),
    removeShown: assign({
      queue: ({ context }) => context.queue.slice(1),
      hovered: false,
      focused: false,
    }),
  },
  guards: {
    joinsSystemErrorBurst: ({ context, event }) =>
      event.type === 'toast.requested' &&
      event.toast.kind === 'systemError' &&
      context.queue.some((toast) => toast.kind === 'systemError'),
    hasWaiting: ({ context }) => context.queue.length > 0,
    shownIsSystemError: ({ context }) => context.queue[0]?.kind === 'systemError',
    isFocused: ({ context }) => context.focused,
    isLetGo: ({ context }) => !context.hovered && !context.focused,
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
  context: { queue: [], nextId: 1, hovered: false, focused: false },
  invoke: { id: 'traceIdEvents', src: 'traceIdEvents' },
  on: {
    'toast.requested': [
      { guard: 'joinsSystemErrorBurst' },
      { actions: { type: 'enqueue', params: ({ event }) => event.toast } },
    ],
  },
  initial: 'idle',
  states: {
    idle: {
      meta: { description: 'No toast on screen; the next one waiting, if any, shows at once.' },
      always: { guard: 'hasWaiting', target: 'showing' },
    },
    showing: {
      meta: { description: 'The first toast of the queue is on screen.' },
      initial: 'visible',
      states: {
        visible: {
          meta: { description: 'The toast shows; its close button closes it at once.' },
          tags: ['visible'],
          type: 'parallel',
          on: {
            'dismiss.requested': [
              { guard: 'isFocused', target: 'fading', actions: 'returnFocus' },
              { target: 'fading' },
            ],
          },
          states: {
            timer: {
              meta: { description: 'The toast’s own timer (2 s, the system error 8 s).' },
              initial: 'running',
              states: {
                running: {
                  meta: { description: 'The timer runs: the toast closes by itself when it ends.' },
                  after: { autoClose: '#toasts.showing.fading' },
                  on: {
                    'pointer.entered': { target: 'held', actions: 'markHovered' },
                    'focus.entered': { target: 'held', actions: 'markFocused' },
                  },
                },
                held: {
                  meta: {
                    description:
                      'The pointer rests on the toast or focus is inside it: it stays until both have left.',
                  },
                  on: {
                    'pointer.entered': { actions: 'markHovered' },
                    'pointer.left': { actions: 'markUnhovered' },
                    'focus.entered': { actions: 'markFocused' },
                    'focus.left': { actions: 'markUnfocused' },
                  },
                  always: { guard: 'isLetGo', target: 'running' },
                },
              },
            },
            copy: {
              meta: { description: 'The system-error toast’s exception id, copied on click.' },
              initial: 'ready',
              states: {
                ready: {
                  meta: { description: 'The id has not been copied yet: the toast says "Click to copy".' },
                  on: {
                    'copy.requested': {
                      guard: 'shownIsSystemError',
                      target: 'copied',
                    },
                  },
                },
                copied: {
                  meta: { description: 'The id went to the clipboard: the toast says "Copied".' },
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
          },
        },
        fading: {
          meta: { description: 'The toast fades out for 300 ms, then leaves the screen.' },
          after: { fade: { target: '#toasts.idle', actions: 'removeShown' } },
        },
      },
    },
  },
});
