import { emit, setup } from 'xstate';

/** §4: confetti lasts 5 s unless told otherwise. */
export const DEFAULT_CONFETTI_MS = 5000;

export interface ConfettiModalInput {
  /** Close by itself this many milliseconds after opening; leave out to stay open until closed. */
  autoCloseMs?: number;
  /** How long the confetti falls. @default 5000 */
  confettiMs?: number;
  /** The person asked for reduced motion (`prefers-reduced-motion`): the modal opens without confetti. */
  reducedMotion?: boolean;
}

export type ConfettiModalEmitted = { type: 'confetti'; durationMs: number } | { type: 'modal-closed' };

/**
 * A celebration modal (§4 Modals): opening starts the confetti, unless the person prefers reduced
 * motion; an overlay click, the close button (both `close.requested`) or the auto-close timer close
 * it, and every close emits `modal-closed` so that whatever drew confetti cleans it up.
 */
export const confettiModalMachine = setup({
  types: {
    context: {} as { autoCloseMs: number | null; confettiMs: number; reducedMotion: boolean },
    input: {} as ConfettiModalInput,
    events: {} as { type: 'open.requested' } | { type: 'close.requested' },
    emitted: {} as ConfettiModalEmitted,
  },
  guards: {
    closesByItself: ({ context }) => context.autoCloseMs !== null,
    prefersReducedMotion: ({ context }) => context.reducedMotion,
  },
  delays: {
    autoClose: ({ context }) => context.autoCloseMs ?? 0,
    confettiDuration: ({ context }) => context.confettiMs,
  },
  actions: {
    startConfetti: emit(({ context }) => ({ type: 'confetti' as const, durationMs: context.confettiMs })),
    announceClosed: emit({ type: 'modal-closed' as const }),
  },
}).createMachine({
  meta: {
    description:
      'The donation dialog: opened from the *Donations* button, it shows the amount raised with confetti (none when the person prefers reduced motion) and can close by itself.',
  },
  id: 'confettiModal',
  context: ({ input }) => ({
    autoCloseMs: input.autoCloseMs !== undefined && input.autoCloseMs > 0 ? input.autoCloseMs : null,
    confettiMs: Math.max(0, input.confettiMs ?? DEFAULT_CONFETTI_MS),
    reducedMotion: input.reducedMotion ?? false,
  }),
  initial: 'closed',
  states: {
    closed: {
      meta: { description: 'No dialog; the *Donations* button is visible.' },
      on: { 'open.requested': 'open' },
    },
    open: {
      meta: { description: 'The dialog "Trading for a good cause" with the amount raised.' },
      tags: ['open'],
      exit: 'announceClosed',
      initial: 'starting',
      on: { 'close.requested': 'closed' },
      after: { autoClose: { guard: 'closesByItself', target: 'closed' } },
      states: {
        starting: {
          meta: { description: 'The dialog opens (a passing moment: confetti or not is decided at once).' },
          always: [{ guard: 'prefersReducedMotion', target: 'still' }, { target: 'celebrating' }],
        },
        celebrating: {
          meta: {
            description:
              'The dialog "Trading for a good cause" with the amount raised, confetti falling behind it.',
          },
          tags: ['confetti'],
          entry: 'startConfetti',
          after: { confettiDuration: 'still' },
        },
        still: {
          meta: {
            description: 'The dialog "Trading for a good cause" with the amount raised, without confetti.',
          },
        },
      },
    },
  },
});
