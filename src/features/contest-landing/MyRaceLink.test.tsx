import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromPromise, type PromiseActorLogic } from 'xstate';
import type { SessionUser } from '../../../contract/session';
import { raceParticipationMachine } from '../../../machines/raceParticipation.machine';
import { describeModelPaths } from '../../../machines/testing/modelPaths';
import { failureCause } from '../../../machines/testing/plainWords';
import { flushPromises, promiseStub } from '../../../machines/testing/promiseStub';
import { renderRoutes } from '../../testing/renderRoutes';
import { SessionViewProvider, signedOutView, type SessionView } from '../../app/session/sessionView';
import { MyRaceLink } from './MyRaceLink';

const signedIn: SessionView = {
  status: 'signedIn',
  user: { uuid: 'user-1', nationality: '1', userType: 'crm_client' } as SessionUser,
};

async function renderLink(
  session: SessionView,
  countAccounts: PromiseActorLogic<number, void>,
  variant?: 'client' | 'ib',
) {
  const view = await renderRoutes({
    initialPath: '/landing',
    notFoundComponent: () => (
      <SessionViewProvider value={session}>
        <main>
          <h1>Landing</h1>
          <MyRaceLink variant={variant} countAccounts={countAccounts} />
        </main>
      </SessionViewProvider>
    ),
  });
  await screen.findByText('Landing');
  return view;
}

const raceLink = () => screen.queryByRole('link', { name: 'See my race' });

async function renderHeldLink() {
  const count = promiseStub<number, void>();
  return { ...(await renderLink(signedIn, count.logic)), count };
}
type System = Awaited<ReturnType<typeof renderHeldLink>>;

describeModelPaths(
  'MyRaceLink on the contest landing page, driven by raceParticipation',
  raceParticipationMachine,
  {
    events: [
      { type: 'xstate.done.actor.countAccounts', output: 2 },
      { type: 'xstate.done.actor.countAccounts', output: 0 },
      { type: 'xstate.error.actor.countAccounts', error: new Error('Failed to fetch') },
    ] as never,
  },
  {
    render: renderHeldLink,
    events: {
      'xstate.done.actor.countAccounts': async ({ count }: System, event) => {
        count.resolve((event as unknown as { output: number }).output);
        await act(() => flushPromises());
      },
      'xstate.error.actor.countAccounts': async ({ count }: System, event) => {
        count.reject((event as unknown as { error: unknown }).error);
        await act(() => flushPromises());
      },
    },
    states: {
      checking: ({ count }: System) => {
        expect(count.waiting()).toBe(1);
        expect(raceLink()).toBeNull();
      },
      participant: () => {
        expect(raceLink()).toHaveAttribute('href', '/doo-trader/my-race');
      },
      notParticipant: () => {
        expect(raceLink()).toBeNull();
      },
    },
    cleanup: ({ unmount }: System) => unmount(),
    say: {
      'xstate.init': 'Open the contest landing page (/doo-trader) while signed in.',
      'xstate.done.actor.countAccounts': (event) => {
        const accounts = (event as unknown as { output: number }).output;
        return accounts === 0
          ? 'The service answers that you have no account in the race.'
          : `The service answers that you have ${accounts} accounts in the race.`;
      },
      'xstate.error.actor.countAccounts': (event) =>
        `The request for your race accounts fails: ${failureCause((event as unknown as { error: unknown }).error)}.`,
    },
  },
);

describe('MyRaceLink', () => {
  it('opens the IB twin from the IB contest page', async () => {
    await renderLink(
      signedIn,
      fromPromise(async () => 1),
      'ib',
    );
    expect(await screen.findByRole('link', { name: 'See my race' })).toHaveAttribute(
      'href',
      '/ib-doo-trader/my-race',
    );
  });

  it('shows nothing to a visitor who is not signed in', async () => {
    await renderLink(
      signedOutView,
      fromPromise(async () => 3),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(raceLink()).toBeNull();
  });
});
