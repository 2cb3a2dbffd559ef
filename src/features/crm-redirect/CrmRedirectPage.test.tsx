import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { crmRedirectMachine } from '../../../machines/crmRedirect.machine';
import { describeModelPaths } from '../../../machines/testing/modelPaths';
import { failureCause } from '../../../machines/testing/plainWords';
import { flushPromises, promiseStub } from '../../../machines/testing/promiseStub';
import { activateSourceLocale } from '../../testing/i18n';
import { CrmRedirectPage } from './CrmRedirectPage';

const crmUrl = 'https://crm.example.com/?uuid=u1';

function renderPage() {
  activateSourceLocale();
  const fetchRedirectUrl = promiseStub<string | false>();
  const goTo = vi.fn();
  const machine = crmRedirectMachine.provide({
    actors: { fetchRedirectUrl: fetchRedirectUrl.logic },
    actions: { goTo: (_, url: string) => goTo(url) },
  });
  const view = render(
    <I18nProvider i18n={i18n}>
      <CrmRedirectPage machine={machine} />
    </I18nProvider>,
  );
  return { ...view, fetchRedirectUrl, goTo, user: userEvent.setup() };
}
type System = ReturnType<typeof renderPage>;

const settle = () => act(() => flushPromises());
const placeholder = () => screen.queryByRole('status', { name: 'Opening your account page…' });

describeModelPaths(
  'CrmRedirectPage driven by crmRedirect',
  crmRedirectMachine,
  {
    events: [
      { type: 'xstate.done.actor.fetchRedirectUrl', output: crmUrl },
      { type: 'xstate.done.actor.fetchRedirectUrl', output: false },
      { type: 'xstate.error.actor.fetchRedirectUrl', error: new Error('Request timed out') },
      { type: 'retry.requested' },
    ] as never,
  },
  {
    render: renderPage,
    events: {
      'xstate.done.actor.fetchRedirectUrl': async ({ fetchRedirectUrl }: System, event) => {
        fetchRedirectUrl.resolve((event as unknown as { output: string | false }).output);
        await settle();
      },
      'xstate.error.actor.fetchRedirectUrl': async ({ fetchRedirectUrl }: System, event) => {
        fetchRedirectUrl.reject((event as unknown as { error: unknown }).error);
        await settle();
      },
      'retry.requested': ({ user }: System) => user.click(screen.getByRole('button', { name: 'Try again' })),
    },
    states: {
      fetching: ({ fetchRedirectUrl, goTo }: System) => {
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Redirecting to your account');
        expect(placeholder()).toBeInTheDocument();
        expect(fetchRedirectUrl.waiting()).toBe(1);
        expect(goTo).not.toHaveBeenCalled();
      },
      redirecting: ({ goTo }: System) => {
        expect(placeholder()).toBeInTheDocument();
        expect(goTo).toHaveBeenCalledExactlyOnceWith(crmUrl);
      },
      failed: ({ goTo }: System) => {
        expect(screen.getByRole('alert')).toHaveTextContent(
          'We could not open your account page. Please try again.',
        );
        expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
        expect(placeholder()).toBeNull();
        expect(goTo).not.toHaveBeenCalled();
      },
    },
    cleanup: ({ unmount }: System) => unmount(),
    say: {
      'xstate.init': 'Open /home2 while signed in.',
      'xstate.done.actor.fetchRedirectUrl': (event) =>
        (event as unknown as { output: string | false }).output === false
          ? 'The service answers without a CRM address (the visit was already logged).'
          : 'The service answers with the CRM address.',
      'xstate.error.actor.fetchRedirectUrl': (event) =>
        `The request for the CRM address fails: ${failureCause((event as unknown as { error: unknown }).error)}.`,
      'retry.requested': 'Click *Try again*.',
    },
  },
);
