import { Button, TextField } from '@doo/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { StoredUserState } from '../../../contract';
import { demoFormMachine } from '../../../machines/demoForm.machine';
import { useDocumentTitle } from '../../i18n/useDocumentTitle';
import { createUserStateStore, indexedDbKeyStore } from './userStateStore';
import * as styles from './DemoFormPage.css';

const appDemoFormMachine = () => {
  const store = createUserStateStore(window.localStorage, indexedDbKeyStore);
  return demoFormMachine.provide({
    actors: {
      loadState: fromPromise(() => store.load()),
      saveState: fromPromise(({ input }: { input: StoredUserState }) => store.save(input)),
    },
  });
};

/** §2 Other screens: the demo form (route `/demo-form`), no validation (§5). */
export function DemoFormPage({ machine }: { machine?: typeof demoFormMachine }) {
  const { t } = useLingui();
  const title = t`Demo form`;
  useDocumentTitle(title);
  const [logic] = useState(() => machine ?? appDemoFormMachine());
  const [snapshot, send] = useMachine(logic);
  const { values } = snapshot.context;
  const fields = [
    { field: 'id', label: t`ID`, type: 'text' },
    { field: 'name', label: t`Name`, type: 'text' },
    { field: 'email', label: t`Email`, type: 'email' },
  ] as const;
  return (
    <section className={styles.page} aria-labelledby="demo-form-title">
      <h1 id="demo-form-title">{title}</h1>
      <form
        className={styles.form}
        noValidate
        aria-busy={snapshot.hasTag('busy')}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'save.requested' });
        }}
      >
        {fields.map(({ field, label, type }) => (
          <TextField
            key={field}
            label={label}
            type={type}
            name={field}
            value={values[field]}
            disabled={snapshot.matches('loading')}
            onValueChange={(value) => send({ type: 'field.changed', field, value })}
          />
        ))}
        <Button type="submit" loading={snapshot.matches('saving')}>
          <Trans>Save</Trans>
        </Button>
        <p role="status" className={styles.note}>
          {snapshot.matches({ editing: 'saved' }) ? <Trans>Saved on this device, encrypted.</Trans> : null}
          {snapshot.matches({ editing: 'failed' }) ? <Trans>Could not save. Please try again.</Trans> : null}
        </p>
      </form>
    </section>
  );
}
