import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccountInRace } from '../../../contract/race';
import type { SessionUser } from '../../../contract/session';
import type { SectionDataOutput } from '../../../machines/sectionData.machine';
import { describeModelPaths } from '../../../machines/testing/modelPaths';
import { failureCause } from '../../../machines/testing/plainWords';
import { flushPromises, promiseStub } from '../../../machines/testing/promiseStub';
import { renderRoutes } from '../../testing/renderRoutes';
import { SessionViewProvider, signedOutView, type SessionView } from '../../app/session/sessionView';
import { MyRaceLink, raceAccountsMachine, type MyRaceLinkProps } from './MyRaceLink';

const signedIn: SessionView = {
  status: 'signedIn',
  user: { uuid: 'user-1', nationality: '1', userType: 'crm_client' } as SessionUser,
};

type LoadAccounts = NonNullable<MyRaceLinkProps['loadAccounts']>;
const accounts: AccountInRace[] = [{ accountId: 20100003, login: '8100003' }];

async function renderLink(session: SessionView, loadAccounts: LoadAccounts, variant?: 'client' | 'ib') {
  const view = await renderRoutes({
    initialPath: '/landing',
    notFoundComponent: () => (
      <SessionViewProvider value={session}>
        <main>
          <h1>Landing</h1>
          <MyRaceLink variant={variant} loadAccounts={loadAccounts} />
        </main>
      </SessionViewProvider>
    ),
  });
  await screen.findByText('Landing');
  return view;
}

const raceLink = () => screen.queryByRole('link', { name: 'See my race' });
const tryAgain = () => screen.queryByRole('button', { name: 'Try again' });

async function renderHeldLink() {
  const load = promiseStub<SectionDataOutput<AccountInRace[]>, void>();
  return { ...(await renderLink(signedIn, () => load.call())), load, user: userEvent.setup() };
}
type System = Awaited<ReturnType<typeof renderHeldLink>>;
type Output = SectionDataOutput<AccountInRace[]>;
const answer = (output: Output) => ({ type: 'xstate.done.actor.load', output });

function expectFailureNotice() {
  expect(screen.getByRole('alert')).toHaveTextContent(
    'We could not check whether you have an account in the race.',
  );
  expect(raceLink()).toBeNull();
}

describeModelPaths(
  'MyRaceLink on the contest landing page, driven by sectionData',
  raceAccountsMachine,
  {
    events: [
      answer(accounts),
      answer([]),
      answer(false),
      { type: 'xstate.error.actor.load', error: new Error('Failed to fetch') },
      { type: 'retry' },
    ] as never,
    simplePaths: true,
  },
  {
    render: renderHeldLink,
    events: {
      'xstate.done.actor.load': async ({ load }: System, event) => {
        load.resolve((event as unknown as { output: Output }).output);
        await act(() => flushPromises());
      },
      'xstate.error.actor.load': async ({ load }: System, event) => {
        load.reject((event as unknown as { error: unknown }).error);
        await act(() => flushPromises());
      },
      retry: async ({ user }: System) => {
        await user.click(screen.getByRole('button', { name: 'Try again' }));
      },
    },
    states: {
      'loading.first': ({ load }: System) => {
        expect(load.waiting()).toBe(1);
        expect(raceLink()).toBeNull();
        expect(tryAgain()).toBeNull();
      },
      'loading.retrying': ({ load }: System) => {
        expect(load.inputs.length, 'a retry is a new request').toBe(2);
        expect(tryAgain()).toHaveAttribute('aria-busy', 'true');
        expectFailureNotice();
      },
      ready: () => {
        expect(raceLink()).toHaveAttribute('href', '/doo-trader/my-race');
        expect(tryAgain()).toBeNull();
      },
      empty: () => {
        expect(raceLink()).toBeNull();
        expect(tryAgain()).toBeNull();
      },
      // A failed check is never taken for "not in the race": it is said, with Try again.
      failed: () => {
        expect(tryAgain()).not.toHaveAttribute('aria-busy', 'true');
        expectFailureNotice();
      },
    },
    cleanup: ({ unmount }: System) => unmount(),
    say: {
      'xstate.init': 'Open the contest landing page (/doo-trader) while signed in.',
      'xstate.done.actor.load': (event) => {
        const output = (event as unknown as { output: Output }).output;
        if (output === false) return 'The service answers a business error for your race accounts.';
        return output.length === 0
          ? 'The service answers that you have no account in the race.'
          : `The service answers that you have ${output.length} account(s) in the race.`;
      },
      'xstate.error.actor.load': (event) =>
        `The request for your race accounts fails: ${failureCause((event as unknown as { error: unknown }).error)}.`,
      retry: 'Click *Try again*.',
    },
  },
);

describe('MyRaceLink', () => {
  it('opens the IB twin from the IB contest page', async () => {
    await renderLink(signedIn, async () => accounts, 'ib');
    expect(await screen.findByRole('link', { name: 'See my race' })).toHaveAttribute(
      'href',
      '/ib-doo-trader/my-race',
    );
  });

  it('shows nothing to a visitor who is not signed in', async () => {
    await renderLink(signedOutView, async () => accounts);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(raceLink()).toBeNull();
  });
});
