import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CategoryDetails } from '../../../contract/contest';
import type { SignMatchResponse } from '../../../contract/race';
import type { SessionUser } from '../../../contract/session';
import { registrationMachine, type RegistrationRequest } from '../../../machines/registration.machine';
import { describeModelPaths } from '../../../machines/testing/modelPaths';
import { promiseStub } from '../../../machines/testing/promiseStub';
import { registrationModelEvents, reloadDelay } from '../../../machines/testing/registrationModel';
import { renderWithSession } from '../../testing/renderWithSession';
import { RegistrationPanel } from './RegistrationPanel';

// jsdom lacks the pointer-capture and scrolling APIs that Radix Select calls.
beforeAll(() => {
  const proto = Element.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => undefined;
  proto.releasePointerCapture ??= () => undefined;
  proto.scrollIntoView ??= () => undefined;
});

const client = { uuid: 'persona-cn-participant', nationality: '1', userType: 'crm_client' } as SessionUser;

function renderPanel() {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  const categories = promiseStub<CategoryDetails[]>();
  const register = promiseStub<SignMatchResponse | false, RegistrationRequest & { uuid: string }>();
  const reloadPage = vi.fn();
  const view = renderWithSession(
    <RegistrationPanel
      loadCategories={() => categories.call(undefined)}
      register={register.call}
      reloadPage={reloadPage}
    />,
    { status: 'signedIn', user: client },
  );
  return {
    ...view,
    categories,
    register,
    reloadPage,
    user: userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }),
  };
}

const settle = (stub: { resolve: (v: never) => void; reject: () => void }, event: unknown) =>
  act(async () => {
    if ((event as { type: string }).type.startsWith('xstate.error')) stub.reject();
    else stub.resolve((event as { output: never }).output);
    await vi.advanceTimersByTimeAsync(0);
  });
const loginField = () => screen.getByRole('textbox', { name: /Trading account number/ });
const registerButton = () => screen.getByRole('button', { name: 'Register account' });

describeModelPaths(
  'RegistrationPanel driven by registration',
  registrationMachine,
  { events: registrationModelEvents },
  {
    render: renderPanel,
    events: {
      'xstate.done.actor.loadCategories': ({ categories }, event) => settle(categories, event),
      'xstate.error.actor.loadCategories': ({ categories }, event) => settle(categories, event),
      'xstate.done.actor.signMatch': ({ register }, event) => settle(register, event),
      'xstate.error.actor.signMatch': ({ register }, event) => settle(register, event),
      'login.changed': async ({ user }, event) => {
        await user.clear(loginField());
        await user.type(loginField(), (event as { value: string }).value);
      },
      'category.selected': async ({ user }) => {
        await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Classic');
      },
      submitted: async ({ user }) => {
        await user.click(registerButton());
      },
      dismissed: async ({ user }) => {
        await user.click(screen.getByRole('button', { name: 'Try again' }));
      },
      [reloadDelay!]: async () => {
        await act(() => vi.advanceTimersByTimeAsync(3000));
      },
    },
    states: {
      preparing: () => {
        expect(registerButton()).toBeDisabled();
      },
      idle: (_, snapshot) => {
        expect(loginField()).toHaveValue(snapshot.context.login);
        expect(screen.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue(
          snapshot.context.tradingType === 1 ? 'Classic' : 'Master',
        );
        expect(screen.queryByRole('alert')).toBeNull();
      },
      validating: ({ register }, snapshot) => {
        expect(screen.getByRole('status')).toHaveTextContent('Please do not close this window.');
        expect(registerButton()).toHaveAttribute('aria-busy', 'true');
        expect(register.inputs.at(-1)).toEqual({
          uuid: client.uuid,
          login: snapshot.context.login,
          tradingType: snapshot.context.tradingType,
        });
      },
      success: ({ reloadPage }) => {
        expect(screen.getByRole('status')).toHaveTextContent(
          'Account 20100003 is registered. The page will reload in a moment.',
        );
        expect(reloadPage).not.toHaveBeenCalled();
      },
      reloading: ({ reloadPage }) => expect(reloadPage).toHaveBeenCalledTimes(1),
      failure: (_, snapshot) => {
        const alert = screen.getByRole('alert');
        expect(alert).toHaveTextContent('Registration failed');
        if (snapshot.context.categories.length === 0) {
          expect(alert).toHaveTextContent('check the account number and the entry requirements');
        } else if (snapshot.context.tradingType === 1) {
          expect(alert).toHaveTextContent('The Classic category needs an equity of at least $500.00');
        } else {
          expect(alert).toHaveTextContent('The Master category needs an equity of at least $10,000.00');
        }
      },
    },
    cleanup: ({ unmount }) => {
      unmount();
      vi.useRealTimers();
    },
  },
);

describe('RegistrationPanel', () => {
  it('shows nothing to a visitor without a session', () => {
    const { container } = renderWithSession(<RegistrationPanel />);
    expect(container).toBeEmptyDOMElement();
  });
});
