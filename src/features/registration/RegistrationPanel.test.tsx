import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CategoryDetails } from '../../../contract/contest';
import type { SessionUser } from '../../../contract/session';
import {
  registrationMachine,
  type RegistrationRequest,
  type SignMatchAnswer,
} from '../../../machines/registration.machine';
import { describeModelPaths } from '../../../machines/testing/modelPaths';
import { answerNamed } from '../../../machines/testing/plainWords';
import { promiseStub } from '../../../machines/testing/promiseStub';
import {
  categoryFixtures,
  registrationModelEvents,
  reloadDelay,
  signMatchAnswers,
} from '../../../machines/testing/registrationModel';
import { loadCatalogPart } from '../../i18n/catalogParts';
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
// The form's texts load with it, from a catalog part of their own.
beforeAll(() => loadCatalogPart('registration', 'en'), 30_000);

const client = { uuid: 'persona-cn-participant', nationality: '1', userType: 'crm_client' } as SessionUser;
const japaneseClient = {
  uuid: 'persona-jp-client',
  nationality: 'JP',
  userType: 'crm_client',
} as SessionUser;

function renderPanel(nationalityEligible = true, user = client) {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  const categories = promiseStub<CategoryDetails[]>();
  const register = promiseStub<SignMatchAnswer, RegistrationRequest & { uuid: string }>();
  const reloadPage = vi.fn();
  const view = renderWithSession(
    <RegistrationPanel
      nationalityEligible={nationalityEligible}
      loadCategories={() => categories.call(undefined)}
      register={register.call}
      reloadPage={reloadPage}
    />,
    { status: 'signedIn', user },
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

type System = ReturnType<typeof renderPanel>;
type Expected = {
  context: { login: string; tradingType: number; categories: unknown[]; traceId: string | null };
};

const categoryName = (snapshot: Expected) => (snapshot.context.tradingType === 1 ? 'Classic' : 'Master');

/** A refusal's message, never the equity one unless the service named the equity. */
const failureAlert = () => {
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Registration failed');
  return alert;
};
const notAboutEquity = (alert: HTMLElement) => expect(alert).not.toHaveTextContent(/equity/i);

const harness = (nationalityEligible: boolean) => ({
  render: () => renderPanel(nationalityEligible),
  events: {
    'xstate.done.actor.loadCategories': ({ categories }: System, event: unknown) => settle(categories, event),
    'xstate.error.actor.loadCategories': ({ categories }: System, event: unknown) =>
      settle(categories, event),
    'xstate.done.actor.signMatch': ({ register }: System, event: unknown) => settle(register, event),
    'xstate.error.actor.signMatch': ({ register }: System, event: unknown) => settle(register, event),
    'login.changed': async ({ user }: System, event: unknown) => {
      await user.clear(loginField());
      await user.type(loginField(), (event as { value: string }).value);
    },
    'category.selected': async ({ user }: System) => {
      await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Classic');
    },
    submitted: async ({ user }: System) => {
      await user.click(registerButton());
    },
    dismissed: async ({ user }: System) => {
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      // The notice and its button leave: focus goes back to the field to correct, not to the page.
      expect(loginField()).toHaveFocus();
    },
    [reloadDelay!]: async () => {
      await act(() => vi.advanceTimersByTimeAsync(3000));
    },
  },
  states: {
    regionClosed: ({ categories }: System) => {
      expect(
        screen.getByText(
          'The Doo Trader contest is not open to your country or region, so no account can be registered.',
        ),
      ).toBeVisible();
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(screen.queryByRole('button')).toBeNull();
      expect(categories.inputs).toHaveLength(0);
    },
    preparing: () => {
      expect(registerButton()).toBeDisabled();
    },
    idle: ({ register }: System, snapshot: Expected) => {
      expect(loginField()).toHaveValue(snapshot.context.login);
      expect(screen.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue(categoryName(snapshot));
      expect(register.waiting()).toBe(0);
    },
    'idle.editing': () => {
      expect(screen.queryByRole('alert')).toBeNull();
      expect(loginField()).not.toHaveAttribute('aria-invalid');
    },
    'idle.loginMissing': ({ register }: System) => {
      expect(loginField()).toHaveAttribute('aria-invalid', 'true');
      expect(loginField()).toHaveAccessibleDescription(
        'Enter the number of the trading account to register.',
      );
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Enter the number of the trading account to register.',
      );
      expect(register.inputs).toHaveLength(0);
    },
    validating: ({ register }: System, snapshot: Expected) => {
      expect(screen.getByRole('status')).toHaveTextContent('Please do not close this window.');
      expect(registerButton()).toHaveAttribute('aria-busy', 'true');
      expect(register.inputs.at(-1)).toEqual({
        uuid: client.uuid,
        login: snapshot.context.login,
        tradingType: snapshot.context.tradingType,
      });
    },
    success: ({ reloadPage }: System) => {
      expect(screen.getByRole('status')).toHaveTextContent(
        'Account 20100003 is registered. The page will reload in a moment.',
      );
      expect(reloadPage).not.toHaveBeenCalled();
      // The button just pressed is disabled: focus waits on the message, not the document (issue 16).
      expect(screen.getByTestId('registration-success')).toHaveFocus();
    },
    reloading: ({ reloadPage }: System) => expect(reloadPage).toHaveBeenCalledTimes(1),
    'failed.regionNotEligible': () => {
      const alert = failureAlert();
      expect(alert).toHaveTextContent('The Doo Trader contest is not open to your country or region.');
      notAboutEquity(alert);
    },
    'failed.alreadyEnrolled': (_: System, snapshot: Expected) => {
      const alert = failureAlert();
      expect(alert).toHaveTextContent(
        `Account ${snapshot.context.login} is already registered for the current round.`,
      );
      notAboutEquity(alert);
    },
    'failed.blacklisted': (_: System, snapshot: Expected) => {
      const alert = failureAlert();
      expect(alert).toHaveTextContent(
        `Account ${snapshot.context.login} cannot take part in the contest. If you think this is a mistake, please contact customer service.`,
      );
      notAboutEquity(alert);
    },
    'failed.accountNotOwned': (_: System, snapshot: Expected) => {
      const alert = failureAlert();
      expect(alert).toHaveTextContent(
        `Account ${snapshot.context.login} is not one of your trading accounts. Check the number and try again.`,
      );
      notAboutEquity(alert);
    },
    'failed.equityTooLow': (_: System, snapshot: Expected) => {
      const alert = failureAlert();
      if (snapshot.context.categories.length === 0) {
        expect(alert).toHaveTextContent(
          `The account’s equity is below the minimum of the ${categoryName(snapshot)} category.`,
        );
      } else if (snapshot.context.tradingType === 1) {
        expect(alert).toHaveTextContent('The Classic category needs an equity of at least $500.00');
      } else {
        expect(alert).toHaveTextContent('The Master category needs an equity of at least $10,000.00');
      }
    },
    'failed.maxAccountsReached': (_: System, snapshot: Expected) => {
      const alert = failureAlert();
      expect(alert).toHaveTextContent(
        `You have already registered as many accounts as the ${categoryName(snapshot)} category allows.`,
      );
      notAboutEquity(alert);
    },
    'failed.enrolmentClosed': () => {
      const alert = failureAlert();
      expect(alert).toHaveTextContent('Registration is closed: the contest has ended.');
      notAboutEquity(alert);
    },
    'failed.unknown': (_: System, snapshot: Expected) => {
      const alert = failureAlert();
      expect(alert).toHaveTextContent('The account could not be registered. Please try again later.');
      if (snapshot.context.traceId === null) expect(alert).not.toHaveTextContent('Exception ID');
      else
        expect(alert).toHaveTextContent(
          `Please contact customer service and quote this ID. Exception ID: ${snapshot.context.traceId}`,
        );
      notAboutEquity(alert);
    },
  },
  say: {
    'xstate.init': 'Sign in as cn-participant and open /doo-trader at its registration panel.',
    'login.changed': (event: { type: string }) =>
      `Type ${JSON.stringify((event as { value?: string }).value ?? '')} in the *Account number* field.`,
    'category.selected': 'Choose *Classic* in the *Category* list.',
    submitted: 'Click *Register*.',
    'xstate.done.actor.signMatch': answerNamed(signMatchAnswers, (name, output) => {
      const answer = output as SignMatchAnswer;
      if (answer.ok) return 'The service registers the account.';
      return `The service refuses the registration: ${name}${answer.code === null ? ', in an answer it cannot read' : ` (code ${answer.code})`}.`;
    }),
    dismissed: 'Click *Try again* under the failure notice.',
  },
  cleanup: ({ unmount }: System) => {
    unmount();
    vi.useRealTimers();
  },
});

describeModelPaths(
  'RegistrationPanel driven by registration',
  registrationMachine,
  { events: registrationModelEvents, input: { nationalityEligible: true } },
  harness(true),
);

describeModelPaths(
  'RegistrationPanel driven by registration, nationality that cannot enter',
  registrationMachine,
  { events: registrationModelEvents, input: { nationalityEligible: false } },
  harness(false),
);

describe('RegistrationPanel', () => {
  it('shows nothing to a visitor without a session', () => {
    const { container } = renderWithSession(<RegistrationPanel nationalityEligible />);
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps keyboard focus on the success message, not the document, once the account is registered (issue 16)', async () => {
    const { categories, register, user, unmount } = renderPanel();
    try {
      await act(async () => {
        categories.resolve(categoryFixtures);
        await vi.advanceTimersByTimeAsync(0);
      });
      await user.type(loginField(), '20100003');
      await user.tab();
      await user.tab();
      expect(registerButton()).toHaveFocus();
      await user.keyboard('{Enter}');
      // While the service checks, the button stays focused (busy, not disabled).
      expect(registerButton()).toHaveFocus();
      await act(async () => {
        register.resolve(signMatchAnswers.registered);
        await vi.advanceTimersByTimeAsync(0);
      });
      // The form is done with (its button disabled): focus moves to the message that says so. A browser
      // drops focus from a disabled button to the document; jsdom leaves it there, so both are ruled out.
      expect(registerButton()).toBeDisabled();
      expect(document.activeElement).not.toBe(document.body);
      expect(document.activeElement).not.toBe(registerButton());
      const message = screen.getByRole('status');
      expect(message).toHaveTextContent('Account 20100003 is registered. The page will reload in a moment.');
      expect(document.activeElement).toContainElement(message);
    } finally {
      unmount();
      vi.useRealTimers();
    }
  });

  it('keeps focus on the busy button when Enter in the account field submits, and there on a refusal (issue 16)', async () => {
    const { categories, register, user, unmount } = renderPanel();
    try {
      await act(async () => {
        categories.resolve(categoryFixtures);
        await vi.advanceTimersByTimeAsync(0);
      });
      await user.type(loginField(), '20100003{Enter}');
      // The field is disabled while the service checks; a browser would drop its focus to the page.
      expect(loginField()).toBeDisabled();
      expect(registerButton()).toHaveFocus();
      await act(async () => {
        register.resolve(signMatchAnswers.equityTooLow);
        await vi.advanceTimersByTimeAsync(0);
      });
      expect(screen.getByRole('alert')).toHaveTextContent('Registration failed');
      expect(registerButton()).toHaveFocus();
    } finally {
      unmount();
      vi.useRealTimers();
    }
  });

  it('tells a Japanese client the minimum equity in yen, as the entry requirements do (§1)', async () => {
    const { categories, register, user, unmount } = renderPanel(true, japaneseClient);
    try {
      await act(async () => {
        categories.resolve(categoryFixtures);
        await vi.advanceTimersByTimeAsync(0);
      });
      await user.type(loginField(), '8300001');
      await user.click(registerButton());
      await act(async () => {
        register.resolve(signMatchAnswers.equityTooLow);
        await vi.advanceTimersByTimeAsync(0);
      });
      const alert = failureAlert();
      expect(alert).toHaveTextContent('The Master category needs an equity of at least ¥1,500,000.00');
      expect(alert).not.toHaveTextContent(/USD|\$/);
    } finally {
      unmount();
      vi.useRealTimers();
    }
  });
});
