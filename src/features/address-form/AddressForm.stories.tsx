import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { StoredAddress } from '../../../contract/redemption';
import { storedAddressSample } from '../../../machines/addressForm.fixtures';
import type { AddressFields, SubmitResult } from '../../../machines/addressForm.machine';
import { AddressForm } from './AddressForm';

const lookup = (stored: StoredAddress | null | 'never') =>
  fromPromise<StoredAddress | null, { round: number }>(() =>
    stored === 'never' ? new Promise(() => undefined) : Promise.resolve(stored),
  );
const noAddress = lookup(null);
const submitting = (result: SubmitResult | 'never') =>
  fromPromise<SubmitResult, { round: number; fields: AddressFields }>(() =>
    result === 'never' ? new Promise(() => undefined) : Promise.resolve(result),
  );

const meta = {
  title: 'Features/Race/Address form',
  component: AddressForm,
  args: { round: 2, loadAddress: noAddress, submitAddress: submitting({ accepted: true }) },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const [name, phone, address] = await Promise.all([
    canvas.findByRole('textbox', { name: /name|姓名/i }),
    canvas.findByRole('textbox', { name: /phone|电话/i }),
    canvas.findByRole('textbox', { name: /address|地址/i }),
  ]);
  await userEvent.type(name, 'Wang Xiaoming');
  await userEvent.type(phone, '13800138000');
  await userEvent.type(address, '1 Century Avenue, Shanghai');
}
// The form shows once the address lookup has answered.
const clickSubmit = async (canvasElement: HTMLElement) =>
  userEvent.click((await within(canvasElement).findAllByRole('button')).at(-1)!);

/** `loading`: looking up an address on file. */
export const Loading: Story = { args: { loadAddress: lookup('never') } };

/** `loadFailed`: the address on file could not be looked up: said, with Try again, and no empty form. */
export const LoadFailed: Story = {
  args: {
    loadAddress: fromPromise<StoredAddress | null, { round: number }>(() =>
      Promise.reject(new Error('offline')),
    ),
  },
};

/** `editing`: an empty form. */
export const Empty: Story = {};

/** `editing` after a submit with nothing filled in: every §5 message. */
export const ValidationErrors: Story = { play: async ({ canvasElement }) => clickSubmit(canvasElement) };

/** `editing` after pasting a phone with spaces and dashes and an over-long address: kept, cut, and said. */
export const PastedAndCut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('textbox', { name: /phone|电话/i }));
    await userEvent.paste('+86 138-0013-8000');
    await userEvent.click(await canvas.findByRole('textbox', { name: /address|地址/i }));
    await userEvent.paste('1 Century Avenue, Shanghai. '.repeat(12));
  },
};

/** `confirming`: the first valid click asks for confirmation. */
export const Confirming: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await clickSubmit(canvasElement);
  },
};

/** `submitting`: the button is busy and ignores clicks. */
export const Submitting: Story = {
  args: { submitAddress: submitting('never') },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await clickSubmit(canvasElement);
    await clickSubmit(canvasElement);
  },
};

/** `succeeded`: the success modal. */
export const Succeeded: Story = { play: Submitting.play };

/** `failed`: the error modal with the service's translated reason; the values stay in the form. */
export const Failed: Story = {
  args: { submitAddress: submitting({ accepted: false, errorDescription: 'redemptionEnded' }) },
  play: Submitting.play,
};

/** `readOnly`: an address on file, not shipped yet (tracking number a dash). */
export const ReadOnly: Story = { args: { loadAddress: lookup(storedAddressSample) } };

/** `readOnly` once shipped. */
export const ReadOnlyShipped: Story = {
  args: {
    loadAddress: lookup({ ...storedAddressSample, trackingNumber: 'SF1234567890' }),
  },
};
