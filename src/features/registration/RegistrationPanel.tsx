import { Button, NativeSelect, Notice, TextField } from '@doo/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useId, type FormEvent } from 'react';
import { fromPromise } from 'xstate';
import { TradingType, type CategoryDetails } from '../../../contract/contest';
import type { SignMatchResponse } from '../../../contract/race';
import {
  minimumEquity,
  registrationMachine,
  type RegistrationRequest,
} from '../../../machines/registration.machine';
import { getEntryCondition } from '../../api/getEntryCondition';
import { signMatch } from '../../api/signMatch';
import { formatContestMoney } from '../../i18n/format';
import { useSessionView } from '../../app/session/sessionView';
import * as styles from './Registration.css';

export interface RegistrationPanelProps {
  /** @default the service's `entryCondition` */
  loadCategories?: () => Promise<CategoryDetails[]>;
  /** Enters an account for the signed-in user; `false` when the service refuses. @default `signMatch` */
  register?: (request: RegistrationRequest & { uuid: string }) => Promise<SignMatchResponse | false>;
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
  return <RegistrationForm {...props} uuid={user.uuid} />;
}

function RegistrationForm({
  uuid,
  loadCategories = getEntryCondition,
  register = signMatch,
  reloadPage = () => window.location.reload(),
}: RegistrationPanelProps & { uuid: string }) {
  const { t } = useLingui();
  const titleId = useId();
  const [snapshot, send] = useMachine(
    registrationMachine.provide({
      actors: {
        loadCategories: fromPromise(() => loadCategories()),
        signMatch: fromPromise(({ input }: { input: RegistrationRequest }) => register({ ...input, uuid })),
      },
      actions: { reloadPage },
    }),
  );
  const { context } = snapshot;
  const editable = snapshot.matches('idle');
  const categoryName = context.tradingType === TradingType.CLASSIC ? t`Classic` : t`Master`;
  const minimum = minimumEquity(context);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'submitted' });
  };

  return (
    <section className={styles.section} aria-labelledby={titleId} data-section="registration">
      <div className={styles.panel}>
        <h2 id={titleId} className={styles.title}>
          <Trans>Register an account</Trans>
        </h2>
        <p className={styles.intro}>
          <Trans>
            If one of your trading accounts was not entered automatically, enter it here for the current
            round.
          </Trans>
        </p>
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField
            label={t`Trading account number`}
            inputMode="numeric"
            autoComplete="off"
            required
            value={context.login}
            disabled={!editable}
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
                tradingType: value === String(TradingType.CLASSIC) ? TradingType.CLASSIC : TradingType.MASTER,
              })
            }
          />
          <Button
            type="submit"
            tone="primary"
            loading={snapshot.hasTag('busy')}
            disabled={
              snapshot.matches('preparing') || snapshot.matches('success') || snapshot.matches('reloading')
            }
          >
            <Trans>Register account</Trans>
          </Button>
        </form>

        {snapshot.hasTag('busy') ? (
          <Notice tone="info" announce="status" title={t`Checking your account…`}>
            <Trans>Please do not close this window.</Trans>
          </Notice>
        ) : null}
        {snapshot.matches('success') || snapshot.matches('reloading') ? (
          <Notice tone="success" announce="status" title={t`Registration complete`}>
            <Trans>Account {context.accountId} is registered. The page will reload in a moment.</Trans>
          </Notice>
        ) : null}
        {snapshot.matches('failure') ? (
          <Notice
            tone="danger"
            announce="alert"
            title={t`Registration failed`}
            actions={
              <Button tone="secondary" size="sm" onClick={() => send({ type: 'dismissed' })}>
                <Trans>Try again</Trans>
              </Button>
            }
          >
            {minimum === null ? (
              <Trans>Please check the account number and the entry requirements, then try again.</Trans>
            ) : (
              <Trans>
                The {categoryName} category needs an equity of at least {formatContestMoney(minimum, 'USD')}{' '}
                at registration.
              </Trans>
            )}
          </Notice>
        ) : null}
      </div>
    </section>
  );
}
