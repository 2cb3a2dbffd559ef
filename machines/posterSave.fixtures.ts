import { PosterRenderError } from './posterSave.machine';

// Plain data for the machine's test and the poster dialog's rendered test.

/** One error of each §8 poster failure, keyed by the failure it must be told apart as. */
export const posterRenderErrors = {
  canvasContextMissing: new PosterRenderError('canvasContextMissing', 'no 2d context'),
  backgroundImageFailed: new PosterRenderError('backgroundImageFailed', 'background did not load'),
  vectorImageFailed: new PosterRenderError('vectorImageFailed', 'svg did not load'),
  unknown: new Error('out of memory'),
};

/** What a renderer answers: the start of a JPEG data URL. */
export const renderedPoster = 'data:image/jpeg;base64,/9j/';

/** The paths' model: the person's clicks and the renderer's answers. */
export const posterSaveModel = {
  input: { fileName: '20100001' },
  events: [
    { type: 'save.requested' as const },
    { type: 'share.requested' as const },
    { type: 'link.copied' as const },
    { type: 'link.copyFailed' as const },
    { type: 'xstate.done.actor.renderPoster', output: renderedPoster } as never,
    ...Object.values(posterRenderErrors).map(
      (error) => ({ type: 'xstate.error.actor.renderPoster', error }) as never,
    ),
  ],
};
