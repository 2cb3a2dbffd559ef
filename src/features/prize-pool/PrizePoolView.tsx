import { Button, Card, Skeleton, Tabs } from '@doo/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import type { PrizeInfo } from '../../../contract';
import { formatContestMoney, type DisplayCurrency } from '../../i18n/format';
import { LoadFailedNotice } from '../../shared/LoadFailedNotice';
import type { SectionFailure } from '../../shared/sectionFailure';
import { Medal } from './Medal';
import * as styles from './PrizePool.css';
import {
  prizeTableRows,
  topPrizes,
  type Amount,
  type PodiumPrize,
  type PrizeCategory,
  type PrizeTableRow,
} from './prizeAmounts';

// The table only matters once someone opens it: it loads, with the dialog library, on that click.
const PrizeTableDialog = lazy(() => import('./PrizeTable'));

export interface PrizePoolViewProps {
  /** `loading` while the prize info is on its way; without it the §9 defaults show. */
  status: 'loading' | 'ready';
  /**
   * The rounds are still being read: which round's prizes show is not known yet. Until both have come, a
   * podium's shape holds its place, so that nothing moves when they do.
   */
  roundPending: boolean;
  prizeInfo: PrizeInfo | null;
  /** The prize info could not be loaded: the §9 defaults show, labelled as such, with "Try again". */
  failure?: SectionFailure;
  /** The round whose prizes show (the current one), `null` before the rounds are known. */
  round: number | null;
  /** The round number as this person reads it (shifted for jp and id), `null` when hidden. */
  displayedRound: number | null;
  currency: DisplayCurrency;
  /** Japan: no prize disclaimer, and the button signs in rather than registers (§2). */
  japan: boolean;
  /** Where the call to action goes: the register page, or the login page for Japan. */
  actionHref: string;
}

const categories: PrizeCategory[] = ['classic', 'master'];

/** §2 prize pool: Classic and Master tabs (Master first shown), the podium, the prize table, a call to action. */
export function PrizePoolView({
  status,
  prizeInfo,
  failure,
  round,
  roundPending,
  displayedRound,
  currency,
  japan,
  actionHref,
}: PrizePoolViewProps) {
  const { t } = useLingui();
  const [category, setCategory] = useState<PrizeCategory>('master');
  const categoryName = (value: PrizeCategory) => (value === 'classic' ? t`Classic` : t`Master`);

  return (
    <Card as="section" title={t`Prize pool`} titleLevel={2} padding="lg">
      <p className={styles.lead}>
        {roundPending ? (
          <RoundLead displayedRound={<span className={styles.pendingFigure} data-size="round" />} />
        ) : displayedRound !== null ? (
          <RoundLead displayedRound={displayedRound} />
        ) : (
          <Trans>Prizes paid to the best rates of return in each category.</Trans>
        )}
      </p>
      {failure ? (
        <LoadFailedNotice onRetry={failure.onRetry} retrying={failure.retrying}>
          <Trans>
            This round's prizes could not be loaded. The amounts below are the usual ones and may differ.
          </Trans>
        </LoadFailedNotice>
      ) : null}
      <Tabs.Root value={category} onValueChange={(value) => setCategory(value as PrizeCategory)}>
        <Tabs.List label={t`Contest categories`}>
          {categories.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {categoryName(value)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {categories.map((value) => (
          <Tabs.Content key={value} value={value}>
            {status === 'loading' || roundPending ? (
              <>
                <Skeleton label={t`Loading the prizes`} rows={0} />
                <Podium prizes={null} />
              </>
            ) : (
              <Podium prizes={topPrizes(prizeInfo, round, value, currency)} />
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <div className={styles.footer}>
        {japan ? null : (
          <p className={styles.disclaimer}>
            <Trans>Prizes differ by rank and trading server.</Trans>
            <PrizeTableButton
              rows={() => prizeTableRows(prizeInfo, round, category, currency)}
              title={t`Prizes by rank and server: ${categoryName(category)}`}
            />
          </p>
        )}
        <Button asChild tone="secondary" size="lg">
          <a href={actionHref}>{japan ? <Trans>Log in to take part</Trans> : <Trans>Register now</Trans>}</a>
        </Button>
      </div>
    </Card>
  );
}

/**
 * "See all prizes" and the dialog it opens. Whether it is open is its own state: opening re-renders this
 * and the dialog, not the whole prize pool with its tabs (issue 17: the next paint within 100 ms at 4× slowdown).
 */
function PrizeTableButton({ rows, title }: { rows: () => PrizeTableRow[] | null; title: string }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  return (
    <>
      <Button
        tone="ghost"
        size="sm"
        aria-haspopup="dialog"
        onClick={(event) => {
          opener.current = event.currentTarget;
          setOpen(true);
        }}
      >
        <Trans>See all prizes</Trans>
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <PrizeTableDialog rows={rows()} title={title} onClose={() => setOpen(false)} opener={opener} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The lead that names the round; `displayedRound` is the number, or its place while the rounds load. */
function RoundLead({ displayedRound }: { displayedRound: ReactNode }) {
  return <Trans>Prizes of round {displayedRound}, paid to the best rates of return in each category.</Trans>;
}

const podiumPlaces = [1, 2, 3] as const;

/**
 * The three places with their prizes; with none (`null`, while they load) the same places with a mark where
 * each figure will show, hidden from screen readers, which hear the skeleton's status instead.
 */
function Podium({ prizes }: { prizes: PodiumPrize[] | null }) {
  const { t } = useLingui();
  const names = [t`Champion`, t`First runner-up`, t`Second runner-up`];
  const money = (amount: Amount) => formatContestMoney(amount.value, amount.currency);
  return (
    <ol className={styles.podium} aria-hidden={prizes ? undefined : true}>
      {podiumPlaces.map((place, index) => {
        const prize = prizes?.[index];
        return (
          <li key={place} className={styles.place} data-place={place}>
            <Medal place={place} />
            <span className={styles.placeName}>{names[index]}</span>
            <span className={styles.amount}>
              {prize ? (
                range(money(prize.low), money(prize.high))
              ) : (
                <span className={styles.pendingFigure} data-size="amount" />
              )}
            </span>
            <span className={styles.serverNote}>
              {prize ? <ServerNote prize={prize} money={money} /> : <span className={styles.pendingFigure} />}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

const range = (low: string, high: string) => (low === high ? low : `${low} – ${high}`);

/**
 * Which server a figure is for (INTERPRETATIONS: pool vs board), so the board's amounts read alike. The §9
 * defaults hold on both, and say so: every place then has this line, so none changes height when a round's
 * own prizes replace them.
 */
function ServerNote({ prize, money }: { prize: PodiumPrize; money: (amount: Amount) => string }) {
  if (!prize.byServer) return <Trans>MT4 and MT5</Trans>;
  const mt4 = money(prize.byServer.mt4);
  const mt5 = money(prize.byServer.mt5);
  return mt4 === mt5 ? (
    <Trans>MT4 and MT5</Trans>
  ) : (
    <Trans>
      MT4 {mt4} · MT5 {mt5}
    </Trans>
  );
}
