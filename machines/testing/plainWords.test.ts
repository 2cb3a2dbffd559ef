import { describe, expect, it } from 'vitest';
import { answerNamed, describeStep, hasPlainWording } from './plainWords';

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

  it('says a named delay by the length the machine gives it', () => {
    const tick = { type: 'xstate.after.tick.roundCountdown.counting' };
    expect(describeStep(tick, undefined, (name) => (name === 'tick' ? 3000 : undefined))).toBe(
      'Wait 3 seconds.',
    );
    expect(hasPlainWording(tick, () => 3000)).toBe(true);
    expect(hasPlainWording(tick, () => undefined)).toBe(false);
    expect(hasPlainWording({ type: 'xstate.after.1000.toasts.shown' })).toBe(true);
  });

  it('counts an actor without wording, and any event of the person, as not said', () => {
    expect(hasPlainWording({ type: 'xstate.done.actor.loadRounds' })).toBe(true);
    expect(hasPlainWording({ type: 'xstate.done.actor.somethingNew' })).toBe(false);
    expect(hasPlainWording({ type: 'submitted' })).toBe(false);
  });

  it('names an answer by its fixture’s key', () => {
    const samples = { equityTooLow: { code: 55010 }, registered: { code: 0 } };
    const say = answerNamed(samples, (name) => `Answer: ${name}.`);
    expect(say({ output: samples.equityTooLow })).toBe('Answer: equity too low.');
    expect(say({ output: { code: 55010 } })).toBe('Answer: an answer not in the fixtures.');
  });
});
