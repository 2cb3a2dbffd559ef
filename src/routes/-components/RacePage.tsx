import { Notice, Skeleton } from '@doo/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useMemo,
  useReducer,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import type { PromiseActorLogic } from 'xstate';
import type { CategoryDetails } from '../../../contract/contest';
import type { AccountStatisticsResponse, RankingRecord } from '../../../contract/race';
import type { OverallRankingInput } from '../../../machines/overallRanking.machine';
import type { RankHistoryOutput } from '../../../machines/rankHistory.machine';
import {
  currentEntry,
  raceDetailsMachine,
  rowPhase,
  type RaceAccounts,
} from '../../../machines/raceDetails.machine';
import type { RoundPhase } from '../../../machines/roundPhases';
import { shareChoiceFor } from '../../../machines/shareNetworks';
import { displayCurrency, displayRound, usesShiftedRounds } from '../../i18n/format';
import { isLocaleCode } from '../../i18n/locales';
import { useDocumentTitle } from '../../i18n/useDocumentTitle';
import { AddressForm } from '../../features/address-form';
import { FailedEnrolmentSection } from '../../features/failed-enrolment';
import { PosterDialog } from '../../features/poster';
import { RaceInsightSection } from '../../features/race-insight';
import { RedemptionBanner } from '../../features/redemption';
import { RegulatorRulesSection, regulatorSectionId } from '../../features/regulator-rules';
import {
  roundDetailsFrom,
  roundDetailsSnapshot,
  RoundCountdownSection,
} from '../../features/round-countdown';
import { RoundCalendarSpace } from '../../features/round-calendar/RoundCalendarSpace';
import { CountdownAnnouncement } from '../../features/round-countdown/CountdownAnnouncement';
import { shareFirstLoad } from '../../api/shareFirstLoad';
import { useSessionView } from '../../app/session/sessionView';
import { AccountRaceDetails, RoundHeadline } from '../../features/race/AccountRaceDetails';
import { OverallRanking } from '../../features/race/OverallRanking';
import { RaceHistoryTable } from '../../features/race/RaceHistoryTable';
import {
  loadAccountStatistics,
  loadEntryConditions as loadEntryConditionsFromService,
  raceAccountsFrom,
} from '../../features/race/raceServices';
import { raceFirstCalls } from '../../features/race/raceFirstCalls';
import * as styles from '../../features/race/RacePage.css';
import { LoadFailedLine } from '../../shared/LoadFailedLine';
import { InTurn } from '../../shared/InTurn';
import { LoadFailedNotice } from '../../shared/LoadFailedNotice';
import { latestBegunRound } from '../../../machines/rankHistory.machine';
import { serviceNow } from '../../api/serviceClock';
import { useReleased } from '../../shared/useReleased';
import {
  rankHistoryFrom,
  RankHistorySection,
  useHistoryResult,
  useRankHistory,
} from '../../features/rank-history';

const RoundCalendar = lazy(() => import('../../features/round-calendar'));

/**
 * The race's sections, each rendered again only when its own props change: the page's machine, the rank
 * history and the timers that release the sections below change several times as the page loads, and each
 * change rendered every section again (the board's rows, the countdown, the gift banner), in tasks that
 * held the main thread on a phone.
 */
const Countdown = memo(RoundCountdownSection);
const GiftBanner = memo(RedemptionBanner);
const HistoryTable = memo(RaceHistoryTable);
const RankHistory = memo(RankHistorySection);
const Ranking = memo(OverallRanking);
const AccountDetails = memo(AccountRaceDetails);
const RegulatorRules = memo(RegulatorRulesSection);
const claimForm = (round: number) => <AddressForm round={round} />;

/** How long a section waits, at most, for the gift banner and the failed enrolments above it to settle. */
const holdFollowingMs = 2000;

export interface RacePageProps {
  /** Which contest view the page belongs to: its links go back to that view. @default 'client' */
  variant?: 'client' | 'ib';
  /** Seams for tests and stories; the service's calls by default. */
  loadAccounts?: PromiseActorLogic<RaceAccounts, void>;
  loadStatistics?: PromiseActorLogic<AccountStatisticsResponse, { uuid: string; accountId: number }>;
  loadEntryConditions?: PromiseActorLogic<CategoryDetails[], void>;
  loadRanking?: PromiseActorLogic<RankingRecord[], OverallRankingInput>;
  loadHistory?: PromiseActorLogic<RankHistoryOutput, { login: string; round: number }>;
  /**
   * Whether to place the sections that load their own data (countdown, redemption banner, failed
   * enrolments); tests and stories of this page's own sections leave them out. @default true
   */
  withSelfLoadingSections?: boolean;
}

/**
 * The countdown, the accounts and the rank history start from one `availableRounds` answer: the one the page
 * came with, which the countdown then draws in its first render, or one call. With the answer in hand, the
 * countdown asks the service only at a round boundary, never for the first answer again.
 */
function useRoundLoaders() {
  const [loaders] = useState(() => {
    const inHand = raceFirstCalls.availableRounds.inHand();
    const reader = shareFirstLoad(raceFirstCalls.availableRounds.load);
    return {
      countdown: inHand
        ? { known: roundDetailsSnapshot(inHand) }
        : { loadRoundDetails: roundDetailsFrom(reader()) },
      accounts: raceAccountsFrom(reader()),
      history: rankHistoryFrom(reader()),
    };
  });
  return loaders;
}
type RoundLoaders = ReturnType<typeof useRoundLoaders>;

/** The personal account race page (§2): a signed-in participant follows their race, claims and shares. */
export function RacePage(props: RacePageProps) {
  const { t, i18n } = useLingui();
  const session = useSessionView();
  const roundLoaders = useRoundLoaders();
  useDocumentTitle(t`My race`);
  const { variant = 'client', withSelfLoadingSections = true } = props;
  const locale = isLocaleCode(i18n.locale) ? i18n.locale : 'en';
  const shifted = usesShiftedRounds(session.user?.nationality, locale);
  const besideTimes = useCallback<NonNullable<ComponentProps<typeof RoundCountdownSection>['besideTimes']>>(
    (countdown) => (
      <RoundCalendarSpace>
        {/* In a task after the first render: asking for its chunk and style sheet was a quarter of that render. */}
        <InTurn>
          <Suspense fallback={null}>
            <RoundCalendar countdown={countdown} variant={variant} shifted={shifted} />
          </Suspense>
        </InTurn>
      </RoundCalendarSpace>
    ),
    [variant, shifted],
  );
  let content: ReactNode;
  if (session.status === 'loading') content = <Skeleton label={t`Loading your race`} />;
  else if (session.status === 'signedOut' || !session.user)
    content = (
      <Notice tone="info">
        <Trans>Please log in to see your race.</Trans>
      </Notice>
    );
  else
    content = (
      <RaceContent
        {...props}
        uuid={session.user.uuid}
        nationality={session.user.nationality}
        roundLoaders={roundLoaders}
      />
    );

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>
          <Trans>My race</Trans>
        </h1>
        <a href={`#${regulatorSectionId}`} className={styles.link}>
          <Trans>How rankings are calculated</Trans>
        </a>
      </header>
      <div className={styles.content}>
        {/* Above the race, while the session and the accounts load: it needs neither. */}
        {withSelfLoadingSections && session.status !== 'signedOut' ? (
          <Countdown
            {...roundLoaders.countdown}
            besideTimes={besideTimes}
            announcement={CountdownAnnouncement}
          />
        ) : null}
        {content}
      </div>
      {/* In block flow: the section centres itself with auto margins, which in a grid would size it to its content. */}
      <div className={styles.offScreenSection}>
        <RegulatorRules />
      </div>
    </div>
  );
}

function RaceContent({
  variant = 'client',
  uuid,
  nationality,
  loadAccounts,
  loadStatistics = loadAccountStatistics,
  loadEntryConditions = loadEntryConditionsFromService,
  loadRanking,
  loadHistory,
  withSelfLoadingSections = true,
  roundLoaders,
}: RacePageProps & { uuid: string; nationality: string; roundLoaders: RoundLoaders }) {
  const { t, i18n } = useLingui();
  // Provided again only when a loader changes: each `provide` builds the machine's states anew.
  const logic = useMemo(
    () =>
      raceDetailsMachine.provide({
        actors: { loadAccounts: loadAccounts ?? roundLoaders.accounts, loadStatistics, loadEntryConditions },
      }),
    [loadAccounts, roundLoaders.accounts, loadStatistics, loadEntryConditions],
  );
  const actor = useActorRef(logic, { input: { uuid } });
  const snapshot = useSelector(actor, (s) => s);
  const [posterOpen, setPosterOpen] = useState(false);
  const [giftSettled, settleGift] = useReducer(() => true, !withSelfLoadingSections);
  const [enrolmentsSettled, settleEnrolments] = useReducer(() => true, !withSelfLoadingSections);
  // A section that shows or not once loaded would push what is below it, in view: each waits for those above.
  const afterGift = useReleased(giftSettled, holdFollowingMs);
  const afterEnrolments = useReleased(giftSettled && enrolmentsSettled, holdFollowingMs);
  // The rank history: the selected account's latest round that has begun.
  const shownHistoryRound = snapshot.context.statistics
    ? latestBegunRound(
        snapshot.context.statistics.raceStatisticsList.map((entry) => entry.competitionRounds),
        (round) => rowPhase(snapshot.context, round),
      )
    : null;
  const historyLogin = snapshot.context.accounts.find(
    (account) => account.accountId === snapshot.context.selectedAccountId,
  )?.login;
  const history = useRankHistory({
    target:
      historyLogin && shownHistoryRound !== null ? { login: historyLogin, round: shownHistoryRound } : null,
    loadHistory: loadHistory ?? roundLoaders.history,
    now: serviceNow,
  });
  const historyResult = useHistoryResult(history);
  const contestPath = variant === 'ib' ? '/ib-doo-trader' : '/doo-trader';
  const locale = isLocaleCode(i18n.locale) ? i18n.locale : 'en';
  const shifted = usesShiftedRounds(nationality, locale);
  const currency = displayCurrency(nationality);
  const { context } = snapshot;
  const phaseOf = useCallback((round: number) => rowPhase(context, round), [context]);
  const selectAccount = useCallback(
    (accountId: number) => actor.send({ type: 'account.selected', accountId }),
    [actor],
  );
  const openPoster = useCallback(() => setPosterOpen(true), []);
  const statisticsState = snapshot.matches({ participant: { statistics: 'loadingStatistics' } })
    ? 'loading'
    : snapshot.matches({ participant: { statistics: 'statisticsFailed' } })
      ? 'failed'
      : 'shown';
  const statisticsStatus = useMemo(
    () =>
      statisticsState === 'loading' ? (
        <Skeleton label={t`Loading the account’s figures`} rows={1} rowHeight={96} />
      ) : statisticsState === 'failed' ? (
        <LoadFailedNotice onRetry={() => actor.send({ type: 'retry.requested' })}>
          <Trans>This account’s figures could not be loaded.</Trans>
        </LoadFailedNotice>
      ) : undefined,
    [statisticsState, actor, t],
  );

  if (snapshot.matches('loadingAccounts')) return <Skeleton label={t`Loading your race`} />;
  if (snapshot.matches('accountsFailed')) {
    return (
      <LoadFailedNotice onRetry={() => actor.send({ type: 'retry.requested' })}>
        <Trans>Your race could not be loaded.</Trans>
      </LoadFailedNotice>
    );
  }
  if (snapshot.matches('nonParticipant')) {
    return (
      <Notice
        tone="info"
        title={t`You didn't participate in this event`}
        actions={
          <Link to={contestPath} className={styles.link}>
            <Trans>See the contest</Trans>
          </Link>
        }
      >
        <Trans>Enter an account from the contest page to follow your race here.</Trans>
      </Notice>
    );
  }

  const { accounts, currentRound, selectedAccountId, statistics, prizes, categories } = snapshot.context;
  const current = currentEntry(statistics, currentRound);
  const currentPrize = current ? prizes[current.id] : undefined;
  // The checklist and the distance speak of the round the rank history shows: the current one while the
  // account is in it, else the one just ended, whose prize still depends on the requirements (as on the board).
  const insightEntry = shownHistoryRound === null ? undefined : currentEntry(statistics, shownHistoryRound);
  const insightRound = insightEntry ? displayRound(insightEntry.competitionRounds, shifted) : null;
  // The poster shares that same round, with the badge of its rank history: between rounds the round just ended.
  const posterPrize = insightEntry ? prizes[insightEntry.id] : undefined;
  const tradingType = current?.tradingType ?? statistics?.raceStatisticsList.at(-1)?.tradingType;
  const shownRound = displayRound(currentRound, shifted);
  const currentPhase: RoundPhase = snapshot.hasTag('roundOngoing')
    ? 'ongoing'
    : snapshot.hasTag('roundEnded')
      ? 'ended'
      : 'notStarted';
  const minimumsRetrying = snapshot.matches({ participant: { minimums: 'retrying' } });
  const minimumsFailure =
    minimumsRetrying || snapshot.matches({ participant: { minimums: 'failed' } })
      ? { retrying: minimumsRetrying, onRetry: () => actor.send({ type: 'minimums.retry' }) }
      : undefined;

  return (
    <>
      {withSelfLoadingSections ? (
        <GiftBanner
          rounds={snapshot.context.rounds}
          shiftedRounds={shifted}
          claimForm={claimForm}
          onSettled={settleGift}
        />
      ) : null}
      {withSelfLoadingSections ? (
        <div className={afterGift ? styles.following : styles.followingHeld}>
          <FailedEnrolmentSection onSettled={settleEnrolments} />
        </div>
      ) : null}
      <div className={afterEnrolments ? styles.following : styles.followingHeld}>
        <AccountDetails
          fullName={statistics?.fullName ?? ''}
          accounts={accounts}
          selectedAccountId={selectedAccountId!}
          onAccountChange={selectAccount}
          current={current}
          prize={currentPrize}
          displayRound={shownRound}
          roundPhase={currentPhase}
          onShare={posterPrize ? openPoster : undefined}
          status={statisticsStatus}
          currency={currency}
        />
        {minimumsFailure ? (
          <LoadFailedLine {...minimumsFailure}>
            <Trans>The entry requirements could not be loaded, so the minimums are not shown.</Trans>
          </LoadFailedLine>
        ) : null}
        {withSelfLoadingSections && insightEntry && insightRound !== null && !statisticsStatus ? (
          // Keyed by the minimums too: once a retry brings them, the checklist starts again with them.
          <RaceInsightSection
            key={`${insightEntry.id}-${categories ? 'minimums' : 'none'}`}
            entry={insightEntry}
            categories={categories}
            currency={currency}
            roundNote={
              insightEntry === current ? undefined : (
                <RoundHeadline displayRound={insightRound} phase="ended" />
              )
            }
          />
        ) : null}
        {/* Below the first screen, arriving with the account's figures: each drawn in a task of its own. */}
        {statistics ? (
          <InTurn>
            <HistoryTable
              entries={statistics.raceStatisticsList}
              prizes={prizes}
              currentRound={currentRound}
              phaseOf={phaseOf}
              shifted={shifted}
              currency={currency}
            />
          </InTurn>
        ) : null}
        {shownHistoryRound !== null && displayRound(shownHistoryRound, shifted) !== null ? (
          <InTurn>
            <div className={styles.offScreenSection}>
              <RankHistory actor={history} displayRound={displayRound(shownHistoryRound, shifted)!} />
            </div>
          </InTurn>
        ) : null}
        {tradingType ? (
          // Keyed inside its turn: a board started again (a new round, the minimums come) replaces the old at once.
          <InTurn>
            <div className={styles.offScreenSection}>
              <Ranking
                key={`${currentRound}-${tradingType}-${categories ? 'minimums' : 'none'}`}
                round={currentRound}
                tradingType={tradingType}
                ownAccountId={selectedAccountId!}
                categories={categories}
                currency={currency}
                loadRanking={loadRanking}
              />
            </div>
          </InTurn>
        ) : null}
      </div>
      {insightEntry && posterPrize && statistics ? (
        <PosterDialog
          open={posterOpen}
          onOpenChange={setPosterOpen}
          shareLink={`${window.location.origin}${contestPath}`}
          shareChoice={shareChoiceFor(locale, nationality)}
          poster={{
            fullName: statistics.fullName,
            accountId: insightEntry.accountId,
            displayRound: insightRound,
            ranking: insightEntry.ranking,
            totalVolume: insightEntry.totalVolume,
            totalTradingNum: insightEntry.totalTradingNum,
            rateOfReturn: insightEntry.rateOfReturn,
            prizeMoney: insightEntry.prizeMoney,
            prizeMoneyJpy: insightEntry.prizeMoneyJpy,
            currency,
            prize: posterPrize,
            result: historyResult,
            roundInProgress: insightEntry === current && currentPhase === 'ongoing',
          }}
        />
      ) : null}
    </>
  );
}
