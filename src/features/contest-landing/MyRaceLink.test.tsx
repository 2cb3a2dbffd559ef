import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { SessionUser } from '../../../contract/session';
import { renderRoutes } from '../../testing/renderRoutes';
import { SessionViewProvider, signedOutView, type SessionView } from '../../app/session/sessionView';
import { MyRaceLink } from './MyRaceLink';

const signedIn: SessionView = {
  status: 'signedIn',
  user: { uuid: 'user-1', nationality: '1', userType: 'crm_client' } as SessionUser,
};

async function renderLink(session: SessionView, accounts: number, variant?: 'client' | 'ib') {
  await renderRoutes({
    initialPath: '/landing',
    notFoundComponent: () => (
      <SessionViewProvider value={session}>
        <MyRaceLink variant={variant} countAccounts={fromPromise(async () => accounts)} />
        <p>Landing</p>
      </SessionViewProvider>
    ),
  });
  await screen.findByText('Landing');
}

describe('MyRaceLink', () => {
  it('takes a signed-in participant to their race page', async () => {
    await renderLink(signedIn, 2);
    expect(await screen.findByRole('link', { name: 'See my race' })).toHaveAttribute(
      'href',
      '/doo-trader/my-race',
    );
  });

  it('opens the IB twin from the IB contest page', async () => {
    await renderLink(signedIn, 1, 'ib');
    expect(await screen.findByRole('link', { name: 'See my race' })).toHaveAttribute(
      'href',
      '/ib-doo-trader/my-race',
    );
  });

  it('shows nothing to a signed-in visitor with no account in the race', async () => {
    await renderLink(signedIn, 0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('link', { name: 'See my race' })).toBeNull();
  });

  it('shows nothing to a visitor who is not signed in', async () => {
    await renderLink(signedOutView, 3);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('link', { name: 'See my race' })).toBeNull();
  });
});
