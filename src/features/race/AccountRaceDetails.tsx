import { Button, NativeSelect } from '@doo/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { AccountInRace, RaceStatisticsEntry } from '../../../contract/race';
import type { PrizeEligibility } from '../../../machines/prizeEligibility';
import type { RoundPhase } from '../../../machines/roundPhases';
import { formatCount, formatPrize, formatVolume, type DisplayCurrency } from '../../i18n/format';
import { prizeConditionText } from '../../i18n/prizeCondition';
import * as styles from './RacePage.css';

export interface AccountRaceDetailsProps {
  fullName: string;
  accounts: readonly AccountInRace[];
  selectedAccountId: number;
  onAccountChange: (accountId: number) => void;
  /** The account's figures in the current round; `undefined` when it does not take part in it. */
  current: RaceStatisticsEntry | undefined;
  /** What the current round's prize depends on, as the machine decided. */
  prize?: PrizeEligibility;
  /** The current round as the person sees it, `null` when hidden from them. */
  displayRound: number | null;
  /** The current round's phase, decided by the race details machine (§4). */
  roundPhase: RoundPhase;
  /** Opens the share poster; absent when there is no round's ranking to share. */
  onShare?: () => void;
  /** Where the figures go while they load or failed to. */
  status?: ReactNode;
  /** Yen for Japanese nationals (§1), else US dollars. */
  currency: DisplayCurrency;
}

/** Section 4 (§2): the participant's name, their accounts, and the current round's figures. */
export function AccountRaceDetails({
  fullName,
  accounts,
  selectedAccountId,
  onAccountChange,
  current,
  prize,
  displayRound,
  roundPhase,
  onShare,
  currency,
  status,
}: AccountRaceDetailsProps) {
  const { t, i18n } = useLingui();
  const condition = prize ? prizeConditionText(i18n, prize) : null;
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.panelHeader}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {fullName ? <Trans>{fullName}’s race</Trans> : <Trans>My race</Trans>}
        </h2>
        {onShare ? (
          <Button tone="secondary" onClick={onShare}>
            <Trans>Share my result</Trans>
          </Button>
        ) : null}
      </div>
      <div className={styles.controls}>
        <NativeSelect
          label={t`Trading account`}
          options={accounts.map((account) => ({ value: String(account.accountId), label: account.login }))}
          value={String(selectedAccountId)}
          onValueChange={(value) => onAccountChange(Number(value))}
        />
      </div>
      <p className={styles.muted}>
        <RoundHeadline displayRound={displayRound} phase={roundPhase} />
      </p>
      {status ?? (
        <>
          {current ? (
            <dl className={styles.figures}>
              <Figure label={t`Ranking`} value={`#${current.ranking}`} />
              <Figure label={t`Strategy duration (days)`} value={formatCount(current.strategyDuration)} />
              <Figure label={t`Total trades`} value={formatCount(current.totalTradingNum)} />
              <Figure label={t`Total volume (lots)`} value={formatVolume(current.totalVolume)} />
              {prize && prize.kind !== 'noPrize' ? (
                <Figure
                  label={t`Prize by rank`}
                  value={formatPrize(current.prizeMoney, current.prizeMoneyJpy, currency)}
                  note={condition}
                />
              ) : null}
            </dl>
          ) : (
            <p className={styles.muted}>
              <Trans>This account is not entered in the current round.</Trans>
            </p>
          )}
        </>
      )}
    </section>
  );
}

/** A round and its phase as the person reads it ("Round 2, ended"). */
export function RoundHeadline({ displayRound, phase }: { displayRound: number | null; phase: RoundPhase }) {
  if (displayRound === null) return <Trans>Current round</Trans>;
  if (phase === 'ongoing') return <Trans>Round {displayRound}, in progress</Trans>;
  if (phase === 'ended') return <Trans>Round {displayRound}, ended</Trans>;
  return <Trans>Round {displayRound}, yet to start</Trans>;
}

function Figure({ label, value, note }: { label: string; value: string; note?: string | null }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue}>{value}</dd>
      {note ? <dd className={styles.prizeCondition}>{note}</dd> : null}
    </div>
  );
}
