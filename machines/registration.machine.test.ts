import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import type { CategoryDetails } from '../contract/contest';
import type { SignMatchResponse } from '../contract/race';
import { minimumEquity, registrationMachine, type RegistrationRequest } from './registration.machine';
import { describeModelPaths } from './testing/modelPaths';
import { flushPromises, promiseStub } from './testing/promiseStub';
import { categoryFixtures, registrationModelEvents, reloadDelay } from './testing/registrationModel';

function start() {
  const clock = new SimulatedClock();
  const categories = promiseStub<CategoryDetails[]>();
  const signMatch = promiseStub<SignMatchResponse | false, RegistrationRequest>();
  const reloadPage = vi.fn();
  const actor = createActor(
    registrationMachine.provide({
      actors: { loadCategories: categories.logic, signMatch: signMatch.logic },
      actions: { reloadPage },
    }),
    { clock },
  ).start();
  return { actor, clock, categories, signMatch, reloadPage };
}

const settle = async (stub: { resolve: (v: never) => void; reject: () => void }, event: unknown) => {
  if ((event as { type: string }).type.startsWith('xstate.error')) stub.reject();
  else stub.resolve((event as { output: never }).output);
  await flushPromises();
};

describeModelPaths(
  'registration machine',
  registrationMachine,
  { events: registrationModelEvents, simplePaths: true },
  {
    render: start,
    events: {
      'xstate.done.actor.loadCategories': ({ categories }, event) => settle(categories, event),
      'xstate.error.actor.loadCategories': ({ categories }, event) => settle(categories, event),
      'xstate.done.actor.signMatch': ({ signMatch }, event) => settle(signMatch, event),
      'xstate.error.actor.signMatch': ({ signMatch }, event) => settle(signMatch, event),
      'login.changed': ({ actor }, event) => {
        actor.send(event);
      },
      'category.selected': ({ actor }, event) => {
        actor.send(event);
      },
      submitted: ({ actor }) => {
        actor.send({ type: 'submitted' });
      },
      dismissed: ({ actor }) => {
        actor.send({ type: 'dismissed' });
      },
      [reloadDelay!]: ({ clock }) => clock.increment(3000),
    },
    states: {
      preparing: ({ categories }) => expect(categories.waiting()).toBe(1),
      idle: ({ actor }, expected) => {
        expect(actor.getSnapshot().context.login).toBe(expected.context.login);
        expect(actor.getSnapshot().context.tradingType).toBe(expected.context.tradingType);
      },
      validating: ({ actor, signMatch }) => {
        const { login, tradingType } = actor.getSnapshot().context;
        expect(actor.getSnapshot().hasTag('busy')).toBe(true);
        expect(signMatch.inputs.at(-1)).toEqual({ login, tradingType });
      },
      success: ({ actor, reloadPage }) => {
        expect(actor.getSnapshot().context.accountId).toBe(20100003);
        expect(reloadPage).not.toHaveBeenCalled();
      },
      reloading: ({ reloadPage }) => expect(reloadPage).toHaveBeenCalledTimes(1),
      failure: ({ actor }) => expect(actor.getSnapshot().context.accountId).toBeNull(),
    },
    cleanup: ({ actor }) => {
      actor.stop();
    },
  },
);

describe('registration rules', () => {
  it('quotes the chosen category’s minimum equity, or nothing when the requirements are unknown', () => {
    expect(minimumEquity({ categories: categoryFixtures, tradingType: 1 })).toBe(500);
    expect(minimumEquity({ categories: categoryFixtures, tradingType: 2 })).toBe(10_000);
    expect(minimumEquity({ categories: [], tradingType: 2 })).toBeNull();
  });

  it('does not submit without a login', async () => {
    const { actor, categories } = start();
    await settle(categories, { type: 'xstate.done.actor.loadCategories', output: categoryFixtures });
    actor.send({ type: 'submitted' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.stop();
  });
});
