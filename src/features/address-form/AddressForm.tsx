import { useMemo } from 'react';
import { Button, Dialog, Notice, Select, Skeleton, TextField } from '@doo/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { PromiseActorLogic } from 'xstate';
import { ADDRESS_LIMITS, AREA_CODES, type AreaCode, type StoredAddress } from '../../../contract/redemption';
import {
  addressFormMachine,
  type AddressFields,
  type AddressTextField,
  type SubmitResult,
} from '../../../machines/addressForm.machine';
import { formatDateTimeUtc } from '../../i18n/format';
import { isLocaleCode } from '../../i18n/locales';
import { removedCharactersNotice } from '../../i18n/maskNotice';
import { fieldErrorMessages, failureMessage, placeholders } from './addressMessages';
import { loadAddressFromService, submitAddressToService } from './addressService';
import { LoadFailedNotice } from '../../shared/LoadFailedNotice';
import * as styles from './AddressForm.css';

export interface AddressFormProps {
  /** The round whose gift the address is for. */
  round: number;
  /** @default the service's address lookup */
  loadAddress?: PromiseActorLogic<StoredAddress | null, { round: number }>;
  /** @default the service's address submit */
  submitAddress?: PromiseActorLogic<SubmitResult, { round: number; fields: AddressFields }>;
}

const areaCodeOptions = AREA_CODES.map((code) => ({ value: code, label: code }));
const dash = '-';
const limits: Record<AddressTextField, number> = {
  receiveName: ADDRESS_LIMITS.name,
  receiveContact: ADDRESS_LIMITS.contactDigits,
  receiveAddress: ADDRESS_LIMITS.address,
};

/**
 * The redemption address form (§4, §5): validated on submit, confirmed by a second click, then sent
 * once; success and failure each open a modal. With an address on file it is read-only and shows the
 * tracking number and the time of the claim.
 */
export function AddressForm({
  round,
  loadAddress = loadAddressFromService,
  submitAddress = submitAddressToService,
}: AddressFormProps) {
  const { t, i18n } = useLingui();
  const addressFormLogic = useMemo(
    () => addressFormMachine.provide({ actors: { loadAddress, submitAddress } }),
    [loadAddress, submitAddress],
  );
  const actor = useActorRef(addressFormLogic, {
    input: { round },
  });
  const snapshot = useSelector(actor, (s) => s);
  const { fields, errors, notices, stored, failure } = snapshot.context;

  if (snapshot.hasTag('loading')) return <Skeleton label={t`Loading your address`} rows={3} rowHeight={44} />;
  if (snapshot.matches('loadFailed')) {
    return (
      <LoadFailedNotice onRetry={() => actor.send({ type: 'retry.requested' })}>
        <Trans>Your delivery address could not be loaded.</Trans>
      </LoadFailedNotice>
    );
  }

  const readOnly = snapshot.matches('readOnly') && stored !== null;
  const shown: AddressFields = readOnly
    ? {
        receiveName: stored.receiveName,
        receiveAreaCode: stored.receivePhoneCode,
        receiveContact: stored.receiveContact,
        receiveAddress: stored.receiveAddress,
      }
    : fields;
  const change = (field: AddressTextField) => (value: string) =>
    actor.send({ type: 'field.changed', field, value });
  const errorOf = (field: AddressTextField) => {
    const error = errors[field];
    return error ? i18n._(fieldErrorMessages[error]) : undefined;
  };
  const noticeOf = (field: AddressTextField) => {
    const notice = notices[field];
    if (!notice) return undefined;
    const limit = limits[field];
    const cut = !notice.cut
      ? undefined
      : field === 'receiveContact'
        ? t`This field takes at most ${limit} digits; the rest was left out.`
        : t`This field takes at most ${limit} characters; the rest was left out.`;
    return [removedCharactersNotice(i18n, notice.removed), cut].filter(Boolean).join(' ') || undefined;
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'submit.requested' });
  };
  const locale = isLocaleCode(i18n.locale) ? i18n.locale : 'en';
  const confirming = snapshot.matches('confirming');
  // Once confirmed, the button keeps its confirmed label while the address is on its way.
  const confirmed = confirming || snapshot.matches('submitting');

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Delivery address`}>
      <TextField
        label={t`Recipient name`}
        value={shown.receiveName}
        onValueChange={change('receiveName')}
        maxLength={limits.receiveName}
        notice={noticeOf('receiveName')}
        placeholder={i18n._(placeholders.receiveName)}
        error={errorOf('receiveName')}
        autoComplete="name"
        required
        disabled={readOnly}
      />
      <div className={styles.phoneRow}>
        <Select
          label={t`Area code`}
          options={areaCodeOptions}
          value={shown.receiveAreaCode}
          onValueChange={(value) => actor.send({ type: 'areaCode.changed', value: value as AreaCode })}
          disabled={readOnly}
        />
        <TextField
          label={t`Phone number`}
          type="tel"
          inputMode="numeric"
          value={shown.receiveContact}
          onValueChange={change('receiveContact')}
          maxLength={limits.receiveContact}
          notice={noticeOf('receiveContact')}
          placeholder={i18n._(placeholders.receiveContact)}
          error={errorOf('receiveContact')}
          autoComplete="tel-national"
          required
          disabled={readOnly}
        />
      </div>
      <TextField
        label={t`Delivery address`}
        multiline
        value={shown.receiveAddress}
        onValueChange={change('receiveAddress')}
        maxLength={limits.receiveAddress}
        notice={noticeOf('receiveAddress')}
        placeholder={i18n._(placeholders.receiveAddress)}
        error={errorOf('receiveAddress')}
        autoComplete="street-address"
        required
        disabled={readOnly}
      />
      {readOnly ? (
        <dl className={styles.receipt} aria-label={t`Your claim`}>
          <dt className={styles.term}>
            <Trans>Tracking number</Trans>
          </dt>
          <dd className={styles.detail}>{stored.trackingNumber || dash}</dd>
          <dt className={styles.term}>
            <Trans>Submitted on</Trans>
          </dt>
          <dd className={styles.detail}>
            {stored.createTime ? formatDateTimeUtc(stored.createTime, locale) : dash}
          </dd>
        </dl>
      ) : (
        <>
          {confirming ? (
            <Notice tone="warning" announce="status" title={t`Please check your details`}>
              <Trans>An address cannot be changed once submitted. Press the button again to confirm.</Trans>
            </Notice>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" tone="primary" loading={snapshot.hasTag('busy')}>
              {confirmed ? <Trans>Confirm and submit</Trans> : <Trans>Submit</Trans>}
            </Button>
          </div>
        </>
      )}
      <Dialog.Root
        open={snapshot.matches('succeeded')}
        onOpenChange={(open) => !open && actor.send({ type: 'result.dismissed' })}
      >
        <Dialog.Content size="sm">
          <Dialog.Title>
            <Trans>Address submitted</Trans>
          </Dialog.Title>
          <Dialog.Description>
            <Trans>Thank you. We will ship your gift to this address and add the tracking number here.</Trans>
          </Dialog.Description>
          <Dialog.Actions>
            <Dialog.Close>
              <Button>
                <Trans>OK</Trans>
              </Button>
            </Dialog.Close>
          </Dialog.Actions>
        </Dialog.Content>
      </Dialog.Root>
      <Dialog.Root
        open={snapshot.matches('failed')}
        onOpenChange={(open) => !open && actor.send({ type: 'result.dismissed' })}
      >
        <Dialog.Content size="sm">
          <Dialog.Title>
            <Trans>Submission failed</Trans>
          </Dialog.Title>
          <Dialog.Description>{i18n._(failureMessage(failure))}</Dialog.Description>
          <Dialog.Actions>
            <Dialog.Close>
              <Button>
                <Trans>Back to the form</Trans>
              </Button>
            </Dialog.Close>
          </Dialog.Actions>
        </Dialog.Content>
      </Dialog.Root>
    </form>
  );
}
