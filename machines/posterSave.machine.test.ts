import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { PosterRenderError, posterFailureOf, posterSaveMachine } from './posterSave.machine';
import { describeModelPaths } from './testing/modelPaths';
import { flushPromises, promiseStub } from './testing/promiseStub';

const posterRenderErrors = {
  canvasContextMissing: new PosterRenderError('canvasContextMissing', 'no 2d context'),
  backgroundImageFailed: new PosterRenderError('backgroundImageFailed', 'background did not load'),
  vectorImageFailed: new PosterRenderError('vectorImageFailed', 'svg did not load'),
  unknown: new Error('out of memory'),
};

const rendered = 'data:image/jpeg;base64,/9j/';

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

describeModelPaths(
  'posterSave machine',
  posterSaveMachine,
  {
    input: { fileName: '20100001' },
    events: [
      { type: 'save.requested' },
      { type: 'share.requested' },
      { type: 'link.copied' },
      { type: 'link.copyFailed' },
      { type: 'xstate.done.actor.renderPoster', output: rendered } as never,
      ...Object.values(posterRenderErrors).map(
        (error) => ({ type: 'xstate.error.actor.renderPoster', error }) as never,
      ),
    ],
  },
  {
    render: start,
    events: {
      'save.requested': ({ actor }) => actor.send({ type: 'save.requested' }),
      'share.requested': ({ actor, openShareIntent }) => {
        const before = openShareIntent.mock.calls.length;
        actor.send({ type: 'share.requested' });
        expect(openShareIntent.mock.calls.length).toBe(before + (actor.getSnapshot().hasTag('busy') ? 0 : 1));
      },
      'link.copied': ({ actor }) => actor.send({ type: 'link.copied' }),
      'link.copyFailed': ({ actor }) => actor.send({ type: 'link.copyFailed' }),
      'xstate.done.actor.renderPoster': async ({ render }) => {
        render.resolve(rendered);
        await flushPromises();
      },
      'xstate.error.actor.renderPoster': async ({ render }, event) => {
        render.reject((event as unknown as { error: unknown }).error);
        await flushPromises();
      },
    },
    states: {
      ready: ({ actor, download, closePoster }, expected) => {
        expect(actor.getSnapshot().context.linkCopy).toBe(expected.context.linkCopy);
        expect(download).not.toHaveBeenCalled();
        expect(closePoster).not.toHaveBeenCalled();
      },
      rendering: ({ actor }) => expect(actor.getSnapshot().hasTag('busy')).toBe(true),
      failed: ({ actor }, expected) => {
        expect(actor.getSnapshot().context.failure).toBe(expected.context.failure);
        expect(actor.getSnapshot().hasTag('busy')).toBe(false);
      },
      saved: ({ download, closePoster }) => {
        expect(download).toHaveBeenCalledExactlyOnceWith({ dataUrl: rendered, fileName: '20100001.jpg' });
        expect(closePoster).toHaveBeenCalledOnce();
      },
    },
    cleanup: ({ actor }) => {
      actor.stop();
    },
  },
);

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
