import { Button, NativeSelect, Notice, TextField } from '@doo/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { type FormEvent, useEffect, useId, useMemo, useRef } from 'react';
import { flushSync } from 'react-dom';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { TradingType, type CategoryDetails } from '../../../contract/contest';
import {
  minimumEquity,
  registrationMachine,
  type RegistrationRequest,
  type SignMatchAnswer,
} from '../../../machines/registration.machine';
import { getEntryCondition } from '../../api/getEntryCondition';
import { signMatch } from '../../api/signMatch';
import { displayCurrency, formatContestMoney, type DisplayCurrency } from '../../i18n/format';
import { useSessionView } from '../../app/session/sessionView';
import { useCatalogPart } from '../../i18n/catalogParts';
import * as styles from './Registration.css';

export interface RegistrationPanelProps {
  /** §2 eligibility: whether the person's nationality can enter the contest; if not, no form is offered. */
  nationalityEligible: boolean;
  /** @default the service's `entryCondition` */
  loadCategories?: () => Promise<CategoryDetails[] | false>;
  /** Enters an account for the signed-in user, or says why the service refused. @default `signMatch` */
  register?: (request: RegistrationRequest & { uuid: string }) => Promise<SignMatchAnswer>;
  /** @default `window.location.reload()` */
  reloadPage?: () => void;
}

/**
 * Manual registration (§4) of one of the signed-in user's trading accounts into the current round,
 * in the category they choose. Visitors without a session see nothing.
 */
export function RegistrationPanel(props: RegistrationPanelProps) {
  const { status, user } = useSessionView();
  if (status !== 'signedIn' || !user) return null;
  return <RegistrationForm {...props} uuid={user.uuid} currency={displayCurrency(user.nationality)} />;
}

function RegistrationForm({
  uuid,
  currency,
  nationalityEligible,
  loadCategories = getEntryCondition,
  register = signMatch,
  reloadPage = () => window.location.reload(),
}: RegistrationPanelProps & { uuid: string; currency: DisplayCurrency }) {
  // Its texts load with it, from a catalog part of their own: a visitor never sees the form.
  useCatalogPart('registration');
  const { t } = useLingui();
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const registrationLogic = useMemo(
    () =>
      registrationMachine.provide({
        actors: {
          loadCategories: fromPromise(async () => {
            const categories = await loadCategories();
            if (categories === false) throw new Error('entryCondition failed');
            return categories;
          }),
          signMatch: fromPromise(({ input }: { input: RegistrationRequest }) => register({ ...input, uuid })),
        },
        actions: { reloadPage },
      }),
    [loadCategories, register, reloadPage, uuid],
  );
  const [snapshot, send, actor] = useMachine(registrationLogic, { input: { nationalityEligible } });
  const { context } = snapshot;
  const editable = snapshot.matches('idle');
  const registered = snapshot.matches('success') || snapshot.matches('reloading');
  const successMessage = useRef<HTMLDivElement>(null);
  // Issue 16: once registered, the form's button is disabled under the person's focus (and the field was
  // disabled while the service checked), so the browser drops focus to the page. It goes to the message
  // that says the account is registered, unless the person had already moved elsewhere.
  useEffect(() => {
    if (!registered) return;
    const focused = document.activeElement;
    if (!focused || focused === document.body || form.current?.contains(focused)) {
      successMessage.current?.focus();
    }
  }, [registered]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'submitted' });
    // Enter in a field submits too: the fields are disabled while the service checks, and the browser would
    // drop focus to the page. It waits on the busy button, as after a click, and stays there on a refusal.
    if (actor.getSnapshot().hasTag('busy')) submitButton.current?.focus();
  };

  return (
    <section className={styles.section} aria-labelledby={titleId} data-section="registration">
      <div className={styles.panel}>
        <h2 id={titleId} className={styles.title}>
          <Trans>Register an account</Trans>
        </h2>
        {snapshot.hasTag('regionClosed') ? (
          <p className={styles.intro}>
            <Trans>
              The Doo Trader contest is not open to your country or region, so no account can be registered.
            </Trans>
          </p>
        ) : (
          <>
            <p className={styles.intro}>
              <Trans>
                If one of your trading accounts was not entered automatically, enter it here for the current
                round.
              </Trans>
            </p>
            <form ref={form} className={styles.form} onSubmit={submit} noValidate>
              <TextField
                label={t`Trading account number`}
                inputMode="numeric"
                autoComplete="off"
                required
                value={context.login}
                disabled={!editable}
                error={
                  snapshot.hasTag('loginMissing')
                    ? t`Enter the number of the trading account to register.`
                    : undefined
                }
                onValueChange={(value) => send({ type: 'login.changed', value: value.trim() })}
              />
              <NativeSelect
                label={t`Category`}
                value={String(context.tradingType)}
                disabled={!editable}
                options={[
                  { value: String(TradingType.CLASSIC), label: t`Classic` },
                  { value: String(TradingType.MASTER), label: t`Master` },
                ]}
                onValueChange={(value) =>
                  send({
                    type: 'category.selected',
                    tradingType:
                      value === String(TradingType.CLASSIC) ? TradingType.CLASSIC : TradingType.MASTER,
                  })
                }
              />
              <Button
                ref={submitButton}
                type="submit"
                tone="primary"
                loading={snapshot.hasTag('busy')}
                disabled={
                  snapshot.matches('preparing') ||
                  snapshot.matches('success') ||
                  snapshot.matches('reloading')
                }
              >
                <Trans>Register account</Trans>
              </Button>
            </form>
          </>
        )}

        {snapshot.hasTag('busy') ? (
          <Notice tone="info" announce="status" title={t`Checking your account…`}>
            <Trans>Please do not close this window.</Trans>
          </Notice>
        ) : null}
        {registered ? (
          <div ref={successMessage} tabIndex={-1} data-testid="registration-success">
            <Notice tone="success" announce="status" title={t`Registration complete`}>
              <Trans>Account {context.accountId} is registered. The page will reload in a moment.</Trans>
            </Notice>
          </div>
        ) : null}
        {snapshot.hasTag('failed') ? (
          <Notice
            tone="danger"
            announce="alert"
            title={t`Registration failed`}
            actions={
              <Button
                tone="secondary"
                size="sm"
                onClick={() => {
                  // Rendered at once, so that the field is enabled again before it takes focus.
                  flushSync(() => send({ type: 'dismissed' }));
                  // The notice and this button leave: focus goes to the account number, to correct it.
                  form.current?.querySelector('input')?.focus();
                }}
              >
                <Trans>Try again</Trans>
              </Button>
            }
          >
            <FailureMessage snapshot={snapshot} currency={currency} />
          </Notice>
        ) : null}
      </div>
    </section>
  );
}

/** The reason the machine's `failed.*` state names (§8, INTERPRETATIONS "§4 registration failures"). */
function FailureMessage({
  snapshot,
  currency,
}: {
  snapshot: SnapshotFrom<typeof registrationMachine>;
  /** §1: the minimum equity in yen for Japanese nationals. */
  currency: DisplayCurrency;
}) {
  const { t } = useLingui();
  const { context } = snapshot;
  const login = context.login;
  const categoryName = context.tradingType === TradingType.CLASSIC ? t`Classic` : t`Master`;

  if (snapshot.matches({ failed: 'regionNotEligible' })) {
    return <Trans>The Doo Trader contest is not open to your country or region.</Trans>;
  }
  if (snapshot.matches({ failed: 'alreadyEnrolled' })) {
    return <Trans>Account {login} is already registered for the current round.</Trans>;
  }
  if (snapshot.matches({ failed: 'blacklisted' })) {
    return (
      <Trans>
        Account {login} cannot take part in the contest. If you think this is a mistake, please contact
        customer service.
      </Trans>
    );
  }
  if (snapshot.matches({ failed: 'accountNotOwned' })) {
    return (
      <Trans>Account {login} is not one of your trading accounts. Check the number and try again.</Trans>
    );
  }
  if (snapshot.matches({ failed: 'equityTooLow' })) {
    const minimum = minimumEquity(context, { yen: currency === 'JPY' });
    return minimum === null ? (
      <Trans>The account’s equity is below the minimum of the {categoryName} category.</Trans>
    ) : (
      <Trans>
        The {categoryName} category needs an equity of at least {formatContestMoney(minimum, currency)} at
        registration.
      </Trans>
    );
  }
  if (snapshot.matches({ failed: 'maxAccountsReached' })) {
    return <Trans>You have already registered as many accounts as the {categoryName} category allows.</Trans>;
  }
  if (snapshot.matches({ failed: 'enrolmentClosed' })) {
    return <Trans>Registration is closed: the contest has ended.</Trans>;
  }
  const unknown = <Trans>The account could not be registered. Please try again later.</Trans>;
  if (context.traceId === null) return unknown;
  // As in the system-error toast: the id isolated left to right, and the message "Exception ID: {traceId}".
  const traceId = <bdi dir="ltr">{context.traceId}</bdi>;
  return (
    <>
      {unknown} <Trans>Please contact customer service and quote this ID.</Trans>{' '}
      <Trans>Exception ID: {traceId}</Trans>
    </>
  );
}
