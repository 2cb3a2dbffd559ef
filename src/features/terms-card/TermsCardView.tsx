import { Card, Skeleton } from '@doo/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TermsEntry } from '../../../contract';
import * as styles from './TermsCard.css';

export type TermsCardViewProps = { status: 'loading' } | { status: 'ready'; terms: TermsEntry };

/** §2 terms-and-conditions card; the service's text is shown as plain text. */
export function TermsCardView(props: TermsCardViewProps) {
  const { t } = useLingui();
  if (props.status === 'loading') {
    return (
      <Card as="section" title={t`Terms and conditions`} titleLevel={2} padding="lg">
        <Skeleton label={t`Loading the terms and conditions`} rows={1} rowHeight={160} />
      </Card>
    );
  }
  const { terms } = props;
  return (
    <Card as="section" title={terms.title} titleLevel={2} padding="lg">
      <p className={styles.quarter}>{t`Terms and conditions for ${terms.quarter}`}</p>
      <ol className={styles.clauses}>
        {terms.clauses.map((clause, index) => (
          <li key={index}>{clause}</li>
        ))}
      </ol>
      {/^https?:\/\//.test(terms.documentUrl) ? (
        <p>
          <a className={styles.document} href={terms.documentUrl} target="_blank" rel="noopener noreferrer">
            <Trans>Read the full terms and conditions</Trans>
            <span className={styles.quarter}>
              {' '}
              <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
        </p>
      ) : null}
    </Card>
  );
}
