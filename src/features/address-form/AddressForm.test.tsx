import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_LIMITS, type StoredAddress } from '../../../contract/redemption';
import { addressFormModelEvents, storedAddressSample } from '../../../machines/addressForm.fixtures';
import {
  addressFormMachine,
  type AddressFields,
  type AddressTextField,
  type SubmitResult,
  validateAddress,
} from '../../../machines/addressForm.machine';
import { BusinessCode } from '../../../contract/codes';
import { describeModelPaths } from '../../../machines/testing/modelPaths';
import { failureCause } from '../../../machines/testing/plainWords';
import { flushPromises, promiseStub } from '../../../machines/testing/promiseStub';
import { activateSourceLocale } from '../../testing/i18n';
import { AddressForm } from './AddressForm';

beforeAll(() => {
  // Radix Select measures and captures the pointer; jsdom has neither.
  const proto = Element.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => undefined;
  proto.releasePointerCapture ??= () => undefined;
  proto.scrollIntoView ??= () => undefined;
});

function renderForm() {
  activateSourceLocale();
  const load = promiseStub<StoredAddress | null, { round: number }>();
  const submit = promiseStub<SubmitResult, { round: number; fields: AddressFields }>();
  const user = userEvent.setup();
  const view = render(
    <I18nProvider i18n={i18n}>
      <AddressForm round={2} loadAddress={load.logic} submitAddress={submit.logic} />
    </I18nProvider>,
  );
  return { ...view, load, submit, user };
}
type System = ReturnType<typeof renderForm>;

const labels: Record<AddressTextField, string> = {
  receiveName: 'Recipient name',
  receiveContact: 'Phone number',
  receiveAddress: 'Delivery address',
};
const messages = {
  nameRequired: "Please enter the recipient's name",
  phoneRequired: 'Please enter the phone number',
  phoneMustBeNumber: 'The phone number must contain digits only',
  addressRequired: 'Please enter the delivery address',
};
// By its label (and the required star): behind an open dialog the whole form is aria-hidden, where a role
// query computes no accessible name at all.
const field = (name: AddressTextField) =>
  screen.getByLabelText(new RegExp(`^${labels[name]}\\*?$`), { selector: 'input, textarea' });
const settle = async () => act(() => flushPromises());

function expectFormShows(fields: AddressFields) {
  for (const name of Object.keys(labels) as AddressTextField[]) expect(field(name)).toHaveValue(fields[name]);
  expect(screen.getByRole('combobox', { name: 'Area code', hidden: true })).toHaveTextContent(
    fields.receiveAreaCode,
  );
}

describeModelPaths(
  'AddressForm driven by addressForm',
  addressFormMachine,
  { input: { round: 2 }, events: addressFormModelEvents },
  {
    render: renderForm,
    events: {
      'xstate.done.actor.loadAddress': async ({ load }: System, event) => {
        load.resolve((event as unknown as { output: StoredAddress | null }).output);
        await settle();
      },
      'xstate.error.actor.loadAddress': async ({ load }: System) => {
        load.reject(new Error('offline'));
        await settle();
      },
      'xstate.done.actor.submitAddress': async ({ submit }: System, event) => {
        submit.resolve((event as unknown as { output: SubmitResult }).output);
        await settle();
      },
      'xstate.error.actor.submitAddress': async ({ submit }: System) => {
        submit.reject(new Error('Failed to request!'));
        await settle();
      },
      'field.changed': async ({ user }: System, event) => {
        const { field: name, value } = event as { field: AddressTextField; value: string };
        // Pasted rather than typed key by key: the paths type a lot, and the machine sees the same events.
        await user.clear(field(name));
        if (value) await user.paste(value);
      },
      'areaCode.changed': async ({ user }: System, event) => {
        await user.click(screen.getByRole('combobox', { name: 'Area code' }));
        await user.click(screen.getByRole('option', { name: (event as { value: string }).value }));
      },
      'submit.requested': async ({ user }: System) => {
        await user.click(screen.getByRole('button', { name: /submit/i }));
      },
      'retry.requested': async ({ user }: System) => {
        await user.click(screen.getByRole('button', { name: 'Try again' }));
      },
      'result.dismissed': async ({ user }: System) => {
        const dialog = screen.getAllByRole('dialog').at(-1)!;
        await user.click(within(dialog).getByRole('button'));
      },
    },
    states: {
      loading: () => {
        expect(screen.getByRole('status', { name: 'Loading your address' })).toBeInTheDocument();
      },
      // A failed lookup never passes for "no address on file": no empty form to submit twice.
      loadFailed: () => {
        expect(screen.getByRole('alert')).toHaveTextContent('Your delivery address could not be loaded.');
        expect(screen.queryByRole('button', { name: /submit/i })).toBeNull();
      },
      editing: (_system, snapshot) => {
        const { fields, errors } = snapshot.context;
        expectFormShows(fields);
        for (const name of Object.keys(labels) as AddressTextField[]) {
          const error = errors[name];
          if (error) expect(field(name)).toHaveAccessibleDescription(messages[error]);
          else expect(field(name)).not.toHaveAttribute('aria-invalid');
          // A pasted phone with dashes keeps its digits, and the field says what it removed.
          const removed = snapshot.context.notices[name]?.removed ?? [];
          if (removed.length > 0)
            expect(field(name)).toHaveAccessibleDescription(
              expect.stringContaining(
                `Only digits are kept: removed ${removed.map((c) => `'${c}'`).join(', ')}`,
              ),
            );
        }
        expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
        expect(screen.queryByText('Please check your details')).toBeNull();
        expect(screen.queryByRole('dialog')).toBeNull();
      },
      confirming: (_system, snapshot) => {
        // Only a form that passes every rule is offered for confirmation, and no field is marked wrong.
        expect(validateAddress(snapshot.context.fields)).toEqual({});
        for (const name of Object.keys(labels) as AddressTextField[])
          expect(field(name)).not.toHaveAttribute('aria-invalid');
        expectFormShows(snapshot.context.fields);
        expect(screen.getByRole('status')).toHaveTextContent('Please check your details');
        expect(screen.getByRole('button', { name: 'Confirm and submit' })).toBeInTheDocument();
      },
      submitting: async ({ user, submit }: System, snapshot) => {
        const button = screen.getByRole('button', { name: 'Confirm and submit' });
        expect(button).toHaveAttribute('aria-busy', 'true');
        // The two-click rule sent exactly one request, and more clicks send none.
        await user.click(button);
        await user.dblClick(button);
        expect(submit.inputs).toHaveLength(1);
        expect(submit.inputs[0]).toEqual({
          round: 2,
          fields: { ...snapshot.context.fields, receiveName: snapshot.context.fields.receiveName.trim() },
        });
      },
      succeeded: ({ submit }: System) => {
        expect(submit.inputs).toHaveLength(1);
        const dialog = screen.getByRole('dialog', { name: 'Address submitted' });
        expect(dialog).toBeInTheDocument();
      },
      failed: (_system, snapshot) => {
        const dialog = screen.getByRole('dialog', { name: 'Submission failed' });
        expect(dialog).toHaveTextContent(
          snapshot.context.failure === 'addressAlreadySubmitted'
            ? 'An address has already been submitted for this round.'
            : 'We could not submit your address. Please try again later.',
        );
        // Every typed value is kept behind the modal.
        expectFormShows(snapshot.context.fields);
      },
      readOnly: (_system, snapshot) => {
        const stored = snapshot.context.stored!;
        expect(field('receiveName')).toHaveValue(stored.receiveName);
        for (const name of Object.keys(labels) as AddressTextField[]) expect(field(name)).toBeDisabled();
        expect(screen.queryByRole('button', { name: /submit/i })).toBeNull();
        const receipt = screen.getByText('Tracking number').closest('dl')!;
        expect(receipt).toHaveTextContent('Tracking number-');
        expect(receipt).toHaveTextContent('Submitted on');
      },
    },
    cleanup: ({ unmount }: System) => unmount(),
    say: {
      'xstate.init': 'Open the redemption page of round 2 and scroll to the delivery address form.',
      'xstate.done.actor.loadAddress': (event) =>
        (event as unknown as { output: StoredAddress | null }).output
          ? 'The service answers with the address already submitted for this round.'
          : 'The service answers that no address was submitted for this round yet.',
      'xstate.error.actor.loadAddress': (event) =>
        `Loading the address fails: ${failureCause((event as unknown as { error: unknown }).error)}.`,
      'xstate.done.actor.submitAddress': (event) => {
        const result = (event as unknown as { output: SubmitResult }).output;
        return result.accepted
          ? 'The service accepts the address.'
          : `The service answers code ${BusinessCode.ADDRESS_ALREADY_SUBMITTED} (address already submitted).`;
      },
      'xstate.error.actor.submitAddress': (event) =>
        `Submitting fails: ${failureCause((event as unknown as { error: unknown }).error)}.`,
      'field.changed': (event) => {
        const { field: name, value } = event as { field: AddressTextField; value: string };
        return value.trim() === ''
          ? `Type only spaces in *${labels[name]}*.`
          : `Type ${value} in *${labels[name]}*.`;
      },
      'areaCode.changed': (event) => `Choose ${(event as { value: string }).value} in *Area code*.`,
      'submit.requested': 'Click *Submit* (*Confirm and submit* when asked to check).',
      'retry.requested': 'Click *Try again*.',
      'result.dismissed': 'Close the dialog with its button.',
    },
  },
);

describe('AddressForm read-only receipt', () => {
  it('shows the tracking number and the submission time in UTC', async () => {
    const { load } = renderForm();
    load.resolve({ ...storedAddressSample, trackingNumber: 'SF1234567890' });
    await settle();
    expect(screen.getByText('SF1234567890')).toBeInTheDocument();
    expect(screen.getByText('Nov 20, 2026, 08:30')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Area code' })).toHaveTextContent('+852');
  });

  it('offers the seven area codes of §5, +86 first and chosen', async () => {
    const { load, user } = renderForm();
    load.resolve(null);
    await settle();
    const areaCode = screen.getByRole('combobox', { name: 'Area code' });
    expect(areaCode).toHaveTextContent('+86');
    await user.click(areaCode);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '+86',
      '+886',
      '+852',
      '+853',
      '+81',
      '+82',
      '+91',
    ]);
  });
});

describe('AddressForm masks and limits (issue 15, 7)', () => {
  async function editing() {
    const system = renderForm();
    system.load.resolve(null);
    await settle();
    return system;
  }

  it('limits every field to what the service accepts', async () => {
    await editing();
    expect(field('receiveName')).toHaveAttribute('maxLength', String(ADDRESS_LIMITS.name));
    expect(field('receiveContact')).toHaveAttribute('maxLength', String(ADDRESS_LIMITS.contactDigits));
    expect(field('receiveAddress')).toHaveAttribute('maxLength', String(ADDRESS_LIMITS.address));
  });

  it('keeps the digits of a pasted phone number and says politely what it removed', async () => {
    const { user } = await editing();
    await user.click(field('receiveContact'));
    await user.paste('+86 138-0013-8000');
    expect(field('receiveContact')).toHaveValue('8613800138000');
    const notice = screen.getByText("Only digits are kept: removed '+', ' ', '-'");
    expect(notice).toHaveAttribute('aria-live', 'polite');
    expect(field('receiveContact')).toHaveAccessibleDescription(notice.textContent!);
    // A clean number pasted next says nothing more.
    await user.clear(field('receiveContact'));
    await user.paste('13800138000');
    expect(screen.queryByText(/Only digits are kept/)).toBeNull();
  });

  it('cuts a pasted address at the limit and says so', async () => {
    const { user } = await editing();
    await user.click(field('receiveAddress'));
    await user.paste('x'.repeat(64 * 1024));
    expect(field('receiveAddress')).toHaveValue('x'.repeat(ADDRESS_LIMITS.address));
    expect(
      screen.getByText(
        `This field takes at most ${ADDRESS_LIMITS.address} characters; the rest was left out.`,
      ),
    ).toHaveAttribute('aria-live', 'polite');
  });
});
