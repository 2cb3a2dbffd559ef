import { assign, fromPromise, setup } from 'xstate';

/** §8 poster rendering errors, plus anything else the renderer throws. */
export const posterFailures = [
  'canvasContextMissing',
  'backgroundImageFailed',
  'vectorImageFailed',
  'unknown',
] as const;
export type PosterFailure = (typeof posterFailures)[number];

/** Thrown by a poster renderer for one of the §8 failures, so the person is told which one. */
export class PosterRenderError extends Error {
  readonly failure: Exclude<PosterFailure, 'unknown'>;

  constructor(failure: Exclude<PosterFailure, 'unknown'>, message: string) {
    super(message);
    this.name = 'PosterRenderError';
    this.failure = failure;
  }
}

export const posterFailureOf = (error: unknown): PosterFailure =>
  error instanceof PosterRenderError ? error.failure : 'unknown';

export interface PosterSaveInput {
  /** The downloaded file's name without extension: the contest account (§2). */
  fileName: string;
}

/**
 * Saving the share poster (§2, §4): busy while the image renders; a rendered JPEG is downloaded and the
 * poster closes; a rendering failure is shown and the person may try again. Sharing opens a share
 * intent at any time except mid-render.
 */
export const posterSaveMachine = setup({
  types: {
    context: {} as { fileName: string; failure: PosterFailure | null },
    input: {} as PosterSaveInput,
    events: {} as { type: 'save.requested' } | { type: 'share.requested' },
  },
  actors: {
    /** Renders the poster and resolves with a `data:image/jpeg` URL. */
    renderPoster: fromPromise<string, void>(async () => {
      throw new Error('posterSave: the `renderPoster` actor was not provided');
    }),
  },
  actions: {
    download: (_, _params: { dataUrl: string; fileName: string }) => {
      throw new Error('posterSave: the `download` action was not provided');
    },
    closePoster: () => {
      throw new Error('posterSave: the `closePoster` action was not provided');
    },
    openShareIntent: () => {
      throw new Error('posterSave: the `openShareIntent` action was not provided');
    },
  },
}).createMachine({
  meta: {
    description: 'The share poster dialog: the person saves their result as a JPEG image or shares it.',
  },
  id: 'posterSave',
  context: ({ input }) => ({ fileName: input.fileName, failure: null }),
  initial: 'ready',
  states: {
    ready: {
      meta: {
        description:
          'The dialog "Share my result" with the poster (estimated prize and what the entry requirements still need) and a *Save image* button.',
      },
      on: { 'save.requested': 'rendering', 'share.requested': { actions: 'openShareIntent' } },
    },
    rendering: {
      meta: { description: 'The *Save image* button is busy while the image is drawn.' },
      tags: 'busy',
      entry: assign({ failure: null }),
      invoke: {
        id: 'renderPoster',
        src: 'renderPoster',
        onDone: {
          target: 'saved',
          actions: {
            type: 'download',
            params: ({ context, event }) => ({ dataUrl: event.output, fileName: `${context.fileName}.jpg` }),
          },
        },
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => posterFailureOf(event.error) }),
        },
      },
    },
    failed: {
      meta: {
        description:
          'An error message saying why the image could not be saved, and *Save image* enabled again.',
      },
      on: { 'save.requested': 'rendering', 'share.requested': { actions: 'openShareIntent' } },
    },
    saved: {
      meta: { description: 'The image downloads (named after the account) and the dialog closes.' },
      type: 'final',
      entry: 'closePoster',
    },
  },
});
