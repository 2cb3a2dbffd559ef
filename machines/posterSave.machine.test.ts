import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { PosterRenderError, posterFailureOf, posterSaveMachine } from './posterSave.machine';
import { flushPromises, promiseStub } from './testing/promiseStub';

const posterRenderErrors = {
  canvasContextMissing: new PosterRenderError('canvasContextMissing', 'no 2d context'),
  backgroundImageFailed: new PosterRenderError('backgroundImageFailed', 'background did not load'),
  vectorImageFailed: new PosterRenderError('vectorImageFailed', 'svg did not load'),
  unknown: new Error('out of memory'),
};

function start() {
  const render = promiseStub<string, void>();
  const download = vi.fn();
  const closePoster = vi.fn();
  const openShareIntent = vi.fn();
  const actor = createActor(
    posterSaveMachine.provide({
      actors: { renderPoster: render.logic },
      actions: {
        download: (_, params) => download(params),
        closePoster,
        openShareIntent,
      },
    }),
    { input: { fileName: '20100001' } },
  ).start();
  return { actor, render, download, closePoster, openShareIntent };
}

describe('poster failures', () => {
  it.each(Object.entries(posterRenderErrors))('%s is told apart', (failure, error) => {
    expect(posterFailureOf(error)).toBe(failure);
  });

  it('a retry after a failure clears the message while rendering', async () => {
    const { actor, render } = start();
    actor.send({ type: 'save.requested' });
    render.reject(posterRenderErrors.vectorImageFailed);
    await flushPromises();
    actor.send({ type: 'save.requested' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});
