import { Card, Skeleton } from '@doo/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PageTerms } from '../../../machines/pageTerms';
import { LoadFailedNotice } from '../../shared/LoadFailedNotice';
import type { SectionFailure } from '../../shared/sectionFailure';
import * as styles from './TermsCard.css';

export type TermsCardViewProps =
  { status: 'loading' } | ({ status: 'failed' } & SectionFailure) | ({ status: 'ready' } & PageTerms);

/**
 * §2 terms-and-conditions card. The service's text is plain text, marked with the language the service
 * says it is in, so a screen reader uses that voice and a right-to-left page does not reorder it.
 */
export function TermsCardView(props: TermsCardViewProps) {
  const { t } = useLingui();
  if (props.status !== 'ready') {
    return (
      <Card as="section" title={t`Terms and conditions`} titleLevel={2} padding="lg">
        {props.status === 'loading' ? (
          <Skeleton label={t`Loading the terms and conditions`} rows={1} rowHeight={160} />
        ) : (
          <LoadFailedNotice onRetry={props.onRetry} retrying={props.retrying}>
            <Trans>The terms and conditions could not be loaded.</Trans>
          </LoadFailedNotice>
        )}
      </Card>
    );
  }
  const { terms, awaitedQuarter } = props;
  const { quarter } = terms;
  const language = { lang: terms.lang.tag, dir: terms.lang.direction };
  return (
    <Card as="section" title={<span {...language}>{terms.title}</span>} titleLevel={2} padding="lg">
      <p className={styles.quarter}>
        <Trans>
          Terms and conditions for <bdi>{quarter}</bdi>
        </Trans>
      </p>
      {awaitedQuarter ? (
        <p className={styles.quarter}>
          <Trans>
            The terms for <bdi>{awaitedQuarter}</bdi> are not published yet; these are the latest.
          </Trans>
        </p>
      ) : null}
      <ol className={styles.clauses} {...language}>
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
