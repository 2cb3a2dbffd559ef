import { describe, expect, it } from 'vitest';
import { demoFormMachine } from './demoForm.machine';
import { generateModelPaths } from './testing/modelPaths';

// The rendered paths are in src/features/demo-form/DemoFormPage.test.tsx; here, what the machine alone decides.
describe('demoForm machine', () => {
  const paths = generateModelPaths(demoFormMachine, {
    events: [
      { type: 'xstate.error.actor.loadState', error: new Error('no key') },
      { type: 'field.changed', field: 'name', value: 'Bo' },
      { type: 'save.requested' },
      { type: 'xstate.error.actor.saveState', error: new Error('quota') },
    ] as never,
  });

  it('starts empty when nothing can be read, and keeps what was typed when saving fails', () => {
    const failedSave = paths.find((path) => path.steps.at(-1)?.snapshot.matches({ editing: 'failed' }));
    expect(paths[0]!.initial.context.values).toEqual({ id: '', name: '', email: '' });
    expect(failedSave).toBeDefined();
    const typed = failedSave!.steps.some((step) => step.event.type === 'field.changed');
    expect(failedSave!.steps.at(-1)!.snapshot.context.values.name).toBe(typed ? 'Bo' : '');
  });
});
