import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Nationality, type SessionUser } from '../../../contract/session';
import type { SignMatchAnswer } from '../../../machines/registration.machine';
import { categoryFixtures, signMatchAnswers } from '../../../machines/testing/fixtures/registration';
import { SessionViewProvider, signedOutView } from '../../app/session/sessionView';
import { RegistrationPanel, type RegistrationPanelProps } from './RegistrationPanel';

const answering =
  (answer: SignMatchAnswer): RegistrationPanelProps['register'] =>
  async () =>
    answer;
const pending: RegistrationPanelProps['register'] = () => new Promise(() => {});

const client = { uuid: 'story', nationality: '1', userType: 'crm_client' } as SessionUser;

const meta = {
  title: 'Features/Landing/Manual registration',
  component: RegistrationPanel,
  args: {
    nationalityEligible: true,
    loadCategories: async () => categoryFixtures,
    register: answering(signMatchAnswers.registered),
    reloadPage: fn(),
  },
  decorators: [
    (Story, { parameters }) => (
      <SessionViewProvider
        value={parameters.signedOut ? signedOutView : { status: 'signedIn', user: parameters.user ?? client }}
      >
        <Story />
      </SessionViewProvider>
    ),
  ],
} satisfies Meta<typeof RegistrationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const submitLogin = async (canvasElement: HTMLElement, login = '8100003') => {
  const canvas = within(canvasElement);
  const field = canvas.getByRole('textbox', { name: /Trading account number/ });
  // The form takes input once the categories have loaded.
  await waitFor(() => expect(field).toBeEnabled());
  if (login) await userEvent.type(field, login);
  const submit = canvas.getByRole('button', { name: 'Register account' });
  await waitFor(() => expect(submit).toBeEnabled());
  await userEvent.click(submit);
  return canvas;
};

/** A failed state: the service refuses with `answer`, and the alert says `text`. */
const refusal = (answer: SignMatchAnswer, text: string | RegExp): Story => ({
  args: { register: answering(answer) },
  play: async ({ canvasElement }) => {
    const canvas = await submitLogin(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text);
  },
});

/** `idle.editing`: choose the account and the category. */
export const Idle: Story = {};

/** `idle.loginMissing`: sent without an account number; the field says what is missing, nothing is sent. */
export const LoginMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submitLogin(canvasElement, '');
    await expect(canvas.getByRole('textbox', { name: /Trading account number/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** `validating`: a spinner and a request not to close the window. */
export const Validating: Story = {
  args: { register: pending },
  play: async ({ canvasElement }) => {
    const canvas = await submitLogin(canvasElement);
    await expect(await canvas.findByText('Please do not close this window.')).toBeVisible();
  },
};

/** `success`: the account id, then the page reloads (after 3 s). */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submitLogin(canvasElement);
    await expect(await canvas.findByText(/Account 20100003 is registered/)).toBeVisible();
  },
};

/** `failed.regionNotEligible` (56106). */
export const FailedRegionNotEligible = refusal(
  signMatchAnswers.regionNotEligible,
  /not open to your country/,
);

/** `failed.alreadyEnrolled` (56108). */
export const FailedAlreadyEnrolled = refusal(signMatchAnswers.alreadyEnrolled, /already registered/);

/** `failed.blacklisted` (55004, 56105). */
export const FailedBlacklisted = refusal(signMatchAnswers.accountBlacklisted, /cannot take part/);

/** `failed.accountNotOwned` (56107). */
export const FailedAccountNotOwned = refusal(
  signMatchAnswers.accountNotOwned,
  /not one of your trading accounts/,
);

/** `failed.equityTooLow` (55010): the only failure that names the category's minimum equity. */
export const FailedEquityTooLow = refusal(signMatchAnswers.equityTooLow, '$10,000.00');

/** The same refusal to a Japanese client: the minimum in yen (§1). */
export const FailedEquityTooLowYen: Story = {
  ...refusal(signMatchAnswers.equityTooLow, '¥1,500,000'),
  parameters: { user: { ...client, nationality: Nationality.JAPAN } },
};

/** `failed.maxAccountsReached` (56109). */
export const FailedMaxAccountsReached = refusal(signMatchAnswers.maxAccountsReached, /as many accounts as/);

/** `failed.enrolmentClosed` (56110). */
export const FailedEnrolmentClosed = refusal(signMatchAnswers.enrolmentClosed, /Registration is closed/);

/** `failed.unknown`: any other answer, with the trace id for customer service. */
export const FailedUnknown = refusal(signMatchAnswers.serverFault, 'Exception ID: trace-10500');

/** `regionClosed`: a nationality that cannot enter (§2) is not offered the form. */
export const RegionClosed: Story = {
  args: { nationalityEligible: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/not open to your country or region/)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** A visitor without a session sees nothing. */
export const SignedOut: Story = { parameters: { signedOut: true } };
