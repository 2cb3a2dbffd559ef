import { describe, expect, it } from 'vitest';
import { describeStep } from './plainWords';

describe('a step of a generated path in plain words', () => {
  it('names what an actor asks the service for, not the actor', () => {
    expect(describeStep({ type: 'xstate.done.actor.loadRounds' }, undefined)).toBe(
      'The service sends the rounds there are.',
    );
    expect(
      describeStep({ type: 'xstate.error.actor.loadPrizeInfo', error: new Error('offline') }, undefined),
    ).toMatch(/^Asking for the prize table fails: /);
    expect(describeStep({ type: 'xstate.done.actor.renderPoster' }, undefined)).toBe('The poster is drawn.');
  });

  it('keeps the actor’s name where it has no wording of its own', () => {
    expect(describeStep({ type: 'xstate.done.actor.somethingNew' }, undefined)).toBe(
      'The somethingNew call succeeds.',
    );
  });

  it('prefers the harness’s own wording', () => {
    expect(
      describeStep(
        { type: 'xstate.done.actor.loadRounds' },
        { 'xstate.done.actor.loadRounds': 'Rounds arrive.' },
      ),
    ).toBe('Rounds arrive.');
  });
});
