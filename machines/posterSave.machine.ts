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

/** Whether the poster's link was copied: the person is told either way. */
export type LinkCopy = 'idle' | 'copied' | 'failed';

/**
 * Saving the share poster (§2, §4): busy while the image renders; a rendered JPEG is downloaded and the
 * poster closes; a rendering failure is shown and the person may try again. Sharing opens the device's
 * share sheet at any time except mid-render; copying the link says whether it worked.
 */
export const posterSaveMachine = setup({
  types: {
    context: {} as { fileName: string; failure: PosterFailure | null; linkCopy: LinkCopy },
    input: {} as PosterSaveInput,
    events: {} as
      | { type: 'save.requested' }
      | { type: 'share.requested' }
      | { type: 'link.copied' }
      | { type: 'link.copyFailed' },
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
  context: ({ input }) => ({ fileName: input.fileName, failure: null, linkCopy: 'idle' }),
  initial: 'ready',
  on: {
    'link.copied': { actions: assign({ linkCopy: 'copied' }) },
    'link.copyFailed': { actions: assign({ linkCopy: 'failed' }) },
  },
  states: {
    ready: {
      meta: { description: 'The poster is shown with Save poster, the share choices and Copy link.' },
      on: { 'save.requested': 'rendering', 'share.requested': { actions: 'openShareIntent' } },
    },
    rendering: {
      meta: { description: 'Save poster is busy while the poster is drawn to a JPEG.' },
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
        description: 'The poster could not be drawn: the reason is shown and Save poster tries again.',
      },
      on: { 'save.requested': 'rendering', 'share.requested': { actions: 'openShareIntent' } },
    },
    saved: {
      meta: { description: 'The JPEG is downloaded and the poster closes.' },
      type: 'final',
      entry: 'closePoster',
    },
  },
});
