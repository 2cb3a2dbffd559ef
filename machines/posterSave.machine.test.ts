// The rendered paths are in src/features/poster/PosterDialog.test.tsx; here, what the machine alone decides.
import { describe, expect, it } from 'vitest';
import { PosterRenderError, posterFailureOf, posterSaveMachine } from './posterSave.machine';
import { generateModelPaths, reachedStates } from './testing/modelPaths';

const posterRenderErrors = {
  canvasContextMissing: new PosterRenderError('canvasContextMissing', 'no 2d context'),
  backgroundImageFailed: new PosterRenderError('backgroundImageFailed', 'background did not load'),
  vectorImageFailed: new PosterRenderError('vectorImageFailed', 'svg did not load'),
  unknown: new Error('out of memory'),
};

describe('posterSave machine', () => {
  it('reaches every state from the person’s clicks and the renderer’s answers', () => {
    const paths = generateModelPaths(posterSaveMachine, {
      input: { fileName: '20100001' },
      events: [
        { type: 'save.requested' },
        { type: 'share.requested' },
        { type: 'link.copied' },
        { type: 'link.copyFailed' },
        { type: 'xstate.done.actor.renderPoster', output: 'data:image/jpeg;base64,/9j/' } as never,
        ...Object.values(posterRenderErrors).map(
          (error) => ({ type: 'xstate.error.actor.renderPoster', error }) as never,
        ),
      ],
    });
    expect(reachedStates(paths)).toEqual(['failed', 'ready', 'rendering', 'saved']);
  });

  // The rendered paths show the message of the failure the machine names, so only here is the naming checked.
  it.each(Object.entries(posterRenderErrors))('tells %s apart', (failure, error) => {
    expect(posterFailureOf(error)).toBe(failure);
  });
});
