// The rendered paths are in src/features/poster/PosterDialog.test.tsx; here, what the machine alone decides.
import { describe, expect, it } from 'vitest';
import { posterRenderErrors, posterSaveModel } from './posterSave.fixtures';
import { posterFailureOf, posterSaveMachine } from './posterSave.machine';
import { generateModelPaths, reachedStates } from './testing/modelPaths';

describe('posterSave machine', () => {
  it('reaches every state from the person’s clicks and the renderer’s answers', () => {
    const paths = generateModelPaths(posterSaveMachine, posterSaveModel);
    expect(reachedStates(paths)).toEqual(['failed', 'ready', 'rendering', 'saved']);
  });

  // The rendered paths show the message of the failure the machine names, so only here is the naming checked.
  it.each(Object.entries(posterRenderErrors))('tells %s apart', (failure, error) => {
    expect(posterFailureOf(error)).toBe(failure);
  });
});
