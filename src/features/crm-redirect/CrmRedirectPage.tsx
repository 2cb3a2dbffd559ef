import { Button, Skeleton } from '@doo/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { crmRedirectMachine } from '../../../machines/crmRedirect.machine';
import { getCrmRedirect } from '../../api';
import { useDocumentTitle } from '../../i18n/useDocumentTitle';
import * as styles from '../../shared/ErrorPanel.css';

const appCrmRedirectMachine = crmRedirectMachine.provide({
  actors: {
    fetchRedirectUrl: fromPromise(async () => {
      const answer = await getCrmRedirect();
      return answer === false ? false : answer.redirectURL;
    }),
  },
  actions: { goTo: (_, url: string) => window.location.assign(url) },
});

/** /home2: on to the CRM, with a visible way forward when the address cannot be had. */
export function CrmRedirectPage({
  machine = appCrmRedirectMachine,
}: {
  machine?: typeof crmRedirectMachine;
}) {
  const { t } = useLingui();
  const title = t`Redirecting to your account`;
  useDocumentTitle(title);
  const [snapshot, send] = useMachine(machine);
  return (
    <section
      className={styles.panel}
      aria-labelledby="crm-redirect-title"
      aria-busy={snapshot.hasTag('busy')}
    >
      <h1 id="crm-redirect-title" className={styles.title}>
        {title}
      </h1>
      {snapshot.matches('failed') ? (
        <>
          <p className={styles.message} role="alert">
            <Trans>We could not open your account page. Please try again.</Trans>
          </p>
          <Button tone="primary" onClick={() => send({ type: 'retry.requested' })}>
            <Trans>Try again</Trans>
          </Button>
        </>
      ) : (
        <Skeleton label={t`Opening your account page…`} rows={1} rowHeight={48} />
      )}
    </section>
  );
}
