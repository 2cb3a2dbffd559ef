import { Trans, useLingui } from '@lingui/react/macro';
import type { HallOfFameEntry } from '../../../contract';
import { formatContestMoney, formatPercent, type DisplayCurrency } from '../../i18n/format';
import * as styles from './HallOfFame.css';
import { placeOf, seasonOf, storyLink } from './hallOfFame';

/** One winner: the name is the service's text and is shown as text, never as markup. */
export function HallOfFameCard({ entry, currency }: { entry: HallOfFameEntry; currency: DisplayCurrency }) {
  const { t, i18n } = useLingui();
  const place = placeOf(entry.rank);
  const season = seasonOf(entry);
  return (
    <article className={styles.card} aria-label={entry.name}>
      <span className={styles.badge}>
        {season !== null ? t`Season ${season}` : t`Round ${entry.round}`}
        {place !== null ? ` · ${t`No. ${place}`}` : null}
      </span>
      <h3 className={styles.name}>{entry.name}</h3>
      <dl className={styles.figures}>
        <dt className={styles.term}>
          <Trans>Rate of return</Trans>
        </dt>
        <dd className={styles.value}>{formatPercent(entry.profitRate)}</dd>
        <dt className={styles.term}>
          <Trans>Profit</Trans>
        </dt>
        <dd className={styles.value}>
          {currency === 'JPY'
            ? formatContestMoney(entry.profitAmountJpy, 'JPY')
            : formatContestMoney(entry.profitAmount, 'USD')}
        </dd>
      </dl>
      <a
        className={styles.link}
        href={storyLink(entry, i18n.locale)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {/* `t`, not <Trans>: a name is the service's text and must never be read as markup. */}
        {t`Read the story of ${entry.name}`}
      </a>
    </article>
  );
}
