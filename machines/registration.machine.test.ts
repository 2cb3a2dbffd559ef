// The rendered paths are in src/features/registration/RegistrationPanel.test.tsx; here, what the machine alone decides.
import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { BusinessCode } from '../contract/codes';
import type { CategoryDetails } from '../contract/contest';
import {
  failureReasonOf,
  minimumEquity,
  registrationMachine,
  type RegistrationRequest,
  type SignMatchAnswer,
} from './registration.machine';
import { generateModelPaths, reachedStates } from './testing/modelPaths';
import { flushPromises, promiseStub } from './testing/promiseStub';
import { categoryFixtures, registrationModelEvents, signMatchAnswers } from './testing/registrationModel';

function start(nationalityEligible = true) {
  const clock = new SimulatedClock();
  const categories = promiseStub<CategoryDetails[]>();
  const signMatch = promiseStub<SignMatchAnswer, RegistrationRequest>();
  const reloadPage = vi.fn();
  const actor = createActor(
    registrationMachine.provide({
      actors: { loadCategories: categories.logic, signMatch: signMatch.logic },
      actions: { reloadPage },
    }),
    { clock, input: { nationalityEligible } },
  ).start();
  return { actor, clock, categories, signMatch, reloadPage };
}

const settle = async (stub: { resolve: (v: never) => void; reject: () => void }, event: unknown) => {
  if ((event as { type: string }).type.startsWith('xstate.error')) stub.reject();
  else stub.resolve((event as { output: never }).output);
  await flushPromises();
};

describe('registration machine', () => {
  it('offers registration, refuses it for each of the service’s reasons, or registers and reloads', () => {
    const paths = generateModelPaths(registrationMachine, {
      events: registrationModelEvents,
      input: { nationalityEligible: true },
    });
    expect(reachedStates(paths)).toEqual([
      ...['accountNotOwned', 'alreadyEnrolled', 'blacklisted', 'enrolmentClosed'].map(
        (why) => `failed.${why}`,
      ),
      ...['equityTooLow', 'maxAccountsReached', 'regionNotEligible', 'unknown'].map((why) => `failed.${why}`),
      'idle.editing',
      'idle.loginMissing',
      'preparing',
      'reloading',
      'success',
      'validating',
    ]);
  });
});

describe('registration rules', () => {
  it('quotes the chosen category’s minimum equity, or nothing when the requirements are unknown', () => {
    const dollars = { yen: false };
    expect(minimumEquity({ categories: categoryFixtures, tradingType: 1 }, dollars)).toBe(500);
    expect(minimumEquity({ categories: categoryFixtures, tradingType: 2 }, dollars)).toBe(10_000);
    expect(minimumEquity({ categories: [], tradingType: 2 }, dollars)).toBeNull();
  });

  it('quotes the minimum equity in yen for Japanese nationals (§1)', () => {
    const yen = { yen: true };
    expect(minimumEquity({ categories: categoryFixtures, tradingType: 1 }, yen)).toBe(75_000);
    expect(minimumEquity({ categories: categoryFixtures, tradingType: 2 }, yen)).toBe(1_500_000);
    expect(minimumEquity({ categories: [], tradingType: 2 }, yen)).toBeNull();
  });

  it('gives every code the service answers to signMatch its own reason', () => {
    expect(failureReasonOf(BusinessCode.NATIONALITY_NOT_ELIGIBLE)).toBe('regionNotEligible');
    expect(failureReasonOf(BusinessCode.ACCOUNT_ALREADY_ENROLLED)).toBe('alreadyEnrolled');
    expect(failureReasonOf(BusinessCode.BLACKLIST_UNAVAILABLE_FOR_ENROLMENT)).toBe('blacklisted');
    expect(failureReasonOf(BusinessCode.USER_BLACKLISTED)).toBe('blacklisted');
    expect(failureReasonOf(BusinessCode.ACCOUNT_NOT_FOUND)).toBe('accountNotOwned');
    expect(failureReasonOf(BusinessCode.NET_WORTH_NOT_UP_TO_STANDARD)).toBe('equityTooLow');
    expect(failureReasonOf(BusinessCode.MAX_ACCOUNTS_REACHED)).toBe('maxAccountsReached');
    expect(failureReasonOf(BusinessCode.ENROLMENT_CLOSED)).toBe('enrolmentClosed');
    for (const code of [
      BusinessCode.FORBIDDEN,
      BusinessCode.INTERNAL_ERROR,
      BusinessCode.INVALID_REQUEST,
      null,
    ]) {
      expect(failureReasonOf(code)).toBe('unknown');
    }
  });

  it('reaches a failed state of its own for each refusal', async () => {
    const expected: Record<keyof typeof signMatchAnswers, string> = {
      registered: 'success',
      regionNotEligible: 'failed.regionNotEligible',
      alreadyEnrolled: 'failed.alreadyEnrolled',
      accountBlacklisted: 'failed.blacklisted',
      userBlacklisted: 'failed.blacklisted',
      accountNotOwned: 'failed.accountNotOwned',
      equityTooLow: 'failed.equityTooLow',
      maxAccountsReached: 'failed.maxAccountsReached',
      enrolmentClosed: 'failed.enrolmentClosed',
      serverFault: 'failed.unknown',
      unparsable: 'failed.unknown',
    };
    for (const [name, answer] of Object.entries(signMatchAnswers)) {
      const { actor, categories, signMatch } = start();
      await settle(categories, { type: 'xstate.done.actor.loadCategories', output: categoryFixtures });
      actor.send({ type: 'login.changed', value: '8100003' });
      actor.send({ type: 'submitted' });
      await settle(signMatch, { type: 'xstate.done.actor.signMatch', output: answer });
      expect(
        actor.getSnapshot().matches(expected[name as keyof typeof signMatchAnswers] as never),
        name,
      ).toBe(true);
      actor.stop();
    }
  });

  it('does not submit without a login, and says so until a login is typed', async () => {
    const { actor, categories, signMatch } = start();
    await settle(categories, { type: 'xstate.done.actor.loadCategories', output: categoryFixtures });
    actor.send({ type: 'submitted' });
    expect(actor.getSnapshot().matches({ idle: 'loginMissing' })).toBe(true);
    expect(signMatch.inputs).toHaveLength(0);
    actor.send({ type: 'login.changed', value: '8' });
    expect(actor.getSnapshot().matches({ idle: 'editing' })).toBe(true);
    actor.stop();
  });

  it('does not offer registration to a nationality that cannot enter', () => {
    const { actor, categories } = start(false);
    expect(actor.getSnapshot().value).toBe('regionClosed');
    actor.send({ type: 'submitted' });
    expect(actor.getSnapshot().value).toBe('regionClosed');
    expect(categories.inputs).toHaveLength(0);
    actor.stop();
  });

  it('describes every state for QA', () => {
    const undescribed: string[] = [];
    const visit = (node: (typeof registrationMachine)['root'], path: string) => {
      if (path && typeof (node.meta as { description?: unknown } | undefined)?.description !== 'string')
        undescribed.push(path);
      for (const [key, child] of Object.entries(node.states)) visit(child, path ? `${path}.${key}` : key);
    };
    visit(registrationMachine.root, '');
    expect(undescribed).toEqual([]);
  });
});
