import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SessionUser } from '../../../contract/session';
import { categoryFixtures } from '../../../machines/testing/fixtures/registration';
import { SessionViewProvider, signedOutView } from '../../app/session/sessionView';
import { RegistrationPanel, type RegistrationPanelProps } from './RegistrationPanel';

const registered: RegistrationPanelProps['register'] = async () => ({
  id: 77,
  accountId: 20100003,
  competitionRounds: 2,
});
const refused: RegistrationPanelProps['register'] = async () => false;
const pending: RegistrationPanelProps['register'] = () => new Promise(() => {});

const client = { uuid: 'story', nationality: '1', userType: 'crm_client' } as SessionUser;

const meta = {
  title: 'Features/Landing/Manual registration',
  component: RegistrationPanel,
  args: {
    loadCategories: async () => categoryFixtures,
    register: registered,
    reloadPage: fn(),
  },
  decorators: [
    (Story, { parameters }) => (
      <SessionViewProvider
        value={parameters.signedOut ? signedOutView : { status: 'signedIn', user: client }}
      >
        <Story />
      </SessionViewProvider>
    ),
  ],
} satisfies Meta<typeof RegistrationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const submitLogin = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const login = canvas.getByRole('textbox', { name: /Trading account number/ });
  // The form takes input once the categories have loaded.
  await waitFor(() => expect(login).toBeEnabled());
  await userEvent.type(login, '8100003');
  const submit = canvas.getByRole('button', { name: 'Register account' });
  await waitFor(() => expect(submit).toBeEnabled());
  await userEvent.click(submit);
  return canvas;
};

/** `idle`: choose the account and the category. */
export const Idle: Story = {};

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

/** `failure`: the category's minimum equity. */
export const Failure: Story = {
  args: { register: refused },
  play: async ({ canvasElement }) => {
    const canvas = await submitLogin(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('$10,000.00');
  },
};

/** A visitor without a session sees nothing. */
export const SignedOut: Story = { parameters: { signedOut: true } };
