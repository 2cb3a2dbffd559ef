import { Trans, useLingui } from '@lingui/react/macro';
import type { PrizeEligibility } from '../../../machines/prizeEligibility';
import {
  formatCount,
  formatPercent,
  formatPrize,
  formatVolume,
  type DisplayCurrency,
} from '../../i18n/format';
import { prizeConditionText } from '../../i18n/prizeCondition';
import type { RoundResult } from '../../../machines/roundResult';
import { RoundResultBadge } from '../../shared/RoundResultBadge';
import * as styles from './PosterCard.css';

/** §2: what the share poster shows. */
export interface PosterData {
  fullName: string;
  accountId: number;
  /** The round as the person sees it (shifted for jp and id users), or `null` when hidden. */
  displayRound: number | null;
  ranking: number;
  totalVolume: number;
  totalTradingNum: number;
  rateOfReturn: number;
  /** The estimated prize for rankings 1 to 5, in USD and in yen (§1: yen for Japanese nationals). */
  prizeMoney: number;
  prizeMoneyJpy: number;
  currency: DisplayCurrency;
  /** What the prize depends on, as the race page's machine decided. */
  prize: PrizeEligibility;
  /** The round's result as the race page's rank history shows it; `null` when it is not known. */
  result?: RoundResult | null;
  /** Whether the round is in progress, so its ranking is the current one (not one of a round that ended). */
  roundInProgress: boolean;
}

/** §9: the top five rankings show an estimated prize. */
export const showsEstimatedPrize = (ranking: number) => ranking >= 1 && ranking <= 5;

export interface PosterCardProps {
  poster: PosterData;
  /** The id of the node that is rendered to the saved image. */
  id?: string;
}

/** The share poster as it is saved (a fixed-size card, so the image is the same from any screen). */
export function PosterCard({ poster, id }: PosterCardProps) {
  const {
    fullName,
    accountId,
    displayRound,
    ranking,
    totalVolume,
    totalTradingNum,
    rateOfReturn,
    prizeMoney,
    prizeMoneyJpy,
    currency,
    prize,
    result,
    roundInProgress,
  } = poster;
  const { i18n } = useLingui();
  const condition = prizeConditionText(i18n, prize);
  return (
    <div id={id} className={styles.card} data-testid="share-poster">
      <div className={styles.brand}>
        <span>Doo Trader</span>
        {displayRound !== null ? (
          <span className={styles.round}>
            <Trans>Round {displayRound}</Trans>
          </span>
        ) : null}
      </div>
      <div className={styles.identity}>
        <p className={styles.name}>{fullName}</p>
        <p className={styles.account}>
          <Trans>Contest account {accountId}</Trans>
        </p>
      </div>
      <div className={styles.ranking}>
        <span className={styles.rankingLabel}>
          {roundInProgress ? <Trans>Current ranking</Trans> : <Trans>Ranking</Trans>}
        </span>
        <span className={styles.rankingValue}>#{ranking}</span>
        {result ? <RoundResultBadge result={result} /> : null}
      </div>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>
            <Trans>Total volume</Trans>
          </dt>
          <dd className={styles.statValue}>{formatVolume(totalVolume)}</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>
            <Trans>Trades</Trans>
          </dt>
          <dd className={styles.statValue}>{formatCount(totalTradingNum)}</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>
            <Trans>Rate of return</Trans>
          </dt>
          <dd className={styles.statValue}>{formatPercent(rateOfReturn)}</dd>
        </div>
      </dl>
      {showsEstimatedPrize(ranking) ? (
        <div className={styles.prize}>
          <span className={styles.statLabel}>
            <Trans>Estimated prize</Trans>
          </span>
          <span className={styles.prizeValue}>{formatPrize(prizeMoney, prizeMoneyJpy, currency)}</span>
          {condition ? <span className={styles.prizeCondition}>{condition}</span> : null}
        </div>
      ) : null}
      <p className={styles.footer}>
        <Trans>Join the Doo Trader contest</Trans>
      </p>
    </div>
  );
}
