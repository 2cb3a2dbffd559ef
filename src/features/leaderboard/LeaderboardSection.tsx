import { NativeSelect, Pagination, Skeleton, Tabs, TextField, VisuallyHidden } from '@doo/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useId, useMemo, type ComponentType } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { LEADERBOARD_PAGE_SIZE, TradingType } from '../../../contract/contest';
import { ACCOUNT_ID_MAX_DIGITS } from '../../../contract/race';
import {
  leaderboardMachine,
  pageCount,
  RANKING_POLL_MS,
  showsPagination,
  type LeaderboardReferences,
  type LeaderboardRounds,
} from '../../../machines/leaderboard.machine';
import { roundResults } from '../../../machines/roundResult';
import { getRankingLastUpdatedTime } from '../../api/getRankingLastUpdatedTime';
import { serviceNow } from '../../api/serviceClock';
import { RoundResultBadge } from '../../shared/RoundResultBadge';
import { tierPrize } from '../../../machines/prizeTiers';
import { displayCurrency, displayRound, usesShiftedRounds } from '../../i18n/format';
import { CatalogPartBoundary } from '../../i18n/CatalogPartBoundary';
import { useCatalogPart } from '../../i18n/catalogParts';
import { isLocaleCode } from '../../i18n/locales';
import { removedCharactersNotice } from '../../i18n/maskNotice';
import { useSessionView } from '../../app/session/sessionView';
import {
  leaderboardRoundsFrom,
  loadLeaderboardReferences,
  loadLeaderboardRounds,
  loadRankingFromService,
  loadStandingFromService,
  sandboxRankingPollMs,
  type LoadLastUpdated,
  type LoadLeaderboardRounds,
  type LoadRanking,
  type LoadStanding,
} from './leaderboardLoaders';
import type { LeaderboardAnnouncementProps } from './LeaderboardAnnouncement';
import { LeaderboardRows } from './LeaderboardRows';
import { RankingLastUpdated } from './RankingLastUpdated';
import * as styles from './Leaderboard.css';
import { boardKeepsItsRoom } from './ReservedBoard.css';
import { LoadFailedNotice } from '../../shared/LoadFailedNotice';
import { useHeightKeptWhile } from '../../shared/useHeightKeptWhile';
import { useHeldOnePaint } from '../../shared/useHeldOnePaint';

// Issue 16: the announcements' words load with the first one said, never with the board.
const LazyAnnouncement = lazy(() => import('./LeaderboardAnnouncement'));

/** The page's visibility as the machine's `page.hidden` / `page.shown` events. */
const pageVisibility = fromCallback(({ sendBack }) => {
  const onChange = () =>
    sendBack({ type: document.visibilityState === 'hidden' ? 'page.hidden' : 'page.shown' });
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
});

export interface LeaderboardSectionProps {
  /** @default the service's rounds and finalized rounds (from `sharedCalls` when given) */
  loadRounds?: LoadLeaderboardRounds;
  /** @default the service's `rankingLastUpdatedTime` */
  loadLastUpdated?: LoadLastUpdated;
  /** A signed-in participant's accounts and rank histories in a round. @default the service's */
  loadStanding?: LoadStanding;
  /** The live region's words. @default loaded on demand with the first announcement */
  announcement?: ComponentType<LeaderboardAnnouncementProps>;
  /**
   * The calls a page shares with its other sections (`shareFirstLoad`); the board builds its rounds from them,
   * so that the page's first load does not carry the board's loaders.
   */
  sharedCalls?: Parameters<typeof leaderboardRoundsFrom>;
  /** @default the service's `raceRanking` */
  loadRanking?: LoadRanking;
  /** Try again after the minimums or the prize tables failed. @default the service's */
  loadReferences?: () => Promise<LeaderboardReferences>;
}

/** A choice that swaps what the board drew (rows, a message) for the placeholder, not its first load. */
const swapsForPlaceholder = (next: { shows?: string }, drawn: { shows?: string }) =>
  next.shows === 'loading' && drawn.shows !== undefined && drawn.shows !== 'loading';

/** Section 6 of the landing page, anchored `#rankingBoard`: the contest standings (§2). */
export function LeaderboardSection({
  loadRounds,
  sharedCalls,
  loadRanking = loadRankingFromService,
  loadLastUpdated = getRankingLastUpdatedTime,
  loadStanding = loadStandingFromService,
  announcement: Announcement = LazyAnnouncement,
  loadReferences = loadLeaderboardReferences,
}: LeaderboardSectionProps) {
  // Its texts load with it, in the landing page's lower sections' catalog part.
  useCatalogPart('landing');
  const { t, i18n } = useLingui();
  const titleId = useId();
  const { status, user } = useSessionView();
  const locale = isLocaleCode(i18n.locale) ? i18n.locale : 'en';
  const shifted = usesShiftedRounds(user?.nationality, locale);
  const currency = displayCurrency(user?.nationality);

  // Provided again only when a loader changes: each `provide` builds the machine's states anew, 5.5 ms of a page
  // change's render at 4× CPU, and the board renders on every step of a load.
  const logic = useMemo(
    () =>
      leaderboardMachine.provide({
        actors: {
          loadRounds: fromPromise(async (): Promise<LeaderboardRounds> => {
            const load =
              loadRounds ?? (sharedCalls ? leaderboardRoundsFrom(...sharedCalls) : loadLeaderboardRounds);
            const { schedule, ...answer } = await load();
            // With the rounds' times, their results follow the service's clock at this answer.
            return {
              ...answer,
              results: schedule ? roundResults(schedule, serviceNow()) : (answer.results ?? {}),
            };
          }),
          loadRanking: fromPromise(({ input }) => loadRanking(input)),
          loadLastUpdated: fromPromise(() => loadLastUpdated()),
          loadStanding: fromPromise(({ input }) => loadStanding(input.round)),
          pageVisibility,
          loadReferences: fromPromise(() => loadReferences()),
        },
        delays: { rankingPoll: sandboxRankingPollMs() ?? RANKING_POLL_MS },
      }),
    [loadRounds, sharedCalls, loadRanking, loadLastUpdated, loadStanding, loadReferences],
  );
  const actor = useActorRef(logic, { input: { signedIn: status === 'signedIn' } });
  // The session may settle after the board starts: an update then reads where the person stands.
  useEffect(() => {
    actor.send({ type: 'session.changed', signedIn: status === 'signedIn' });
  }, [actor, status]);
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const send = actor.send;

  const results = snapshot.matches('board')
    ? (['loading', 'turningPage', 'listed', 'empty', 'failed', 'finalized'] as const).find((state) =>
        snapshot.matches({ board: { results: state } }),
      )
    : undefined;
  // Issue 16: an update refreshes in place: the rows shown stay, busy, until the new ones come.
  const refreshing = snapshot.matches({ board: { results: 'refreshing' } });
  const turningPage = results === 'turningPage';
  const shows = refreshing
    ? context.records.length > 0
      ? 'listed'
      : 'empty'
    : turningPage
      ? 'loading'
      : results;
  const lastUpdatedFailure =
    snapshot.matches({ board: { freshness: 'unknown' } }) ||
    snapshot.matches({ board: { freshness: 'rereading' } })
      ? {
          retrying: snapshot.matches({ board: { freshness: 'rereading' } }),
          onRetry: () => send({ type: 'lastUpdated.retry' }),
        }
      : undefined;
  const finalized = results === 'finalized';
  const maxDigits = ACCOUNT_ID_MAX_DIGITS;
  const searchNotice =
    [
      removedCharactersNotice(i18n, context.searchRemoved),
      context.searchCut
        ? t`An account number has at most ${maxDigits} digits; the rest was left out.`
        : undefined,
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  // Another page, tab or round chosen: the rows (or message) drawn stay, busy and untouched, through the paint
  // that answers the press (the page chosen, the tab), and the placeholder takes their place in a task after it.
  // Swapped in the press's task, removing the rows and laying the board out again held that paint: 112 ms for
  // the next page at 4× CPU, 104 ms for a tab.
  const board = useMemo(() => ({ shows, context }), [shows, context]);
  const drawnBoard = useHeldOnePaint(board, swapsForPlaceholder);
  const drawn = drawnBoard.shows;
  const held = drawnBoard !== board;
  // Another page, tab or round loading keeps the last rows' room: the page buttons stay under the pointer.
  const rowsArea = useHeightKeptWhile<HTMLDivElement>(drawn === 'loading');
  // A page of rows loading, or their texts: the skeleton takes the rows' place.
  const rowsLoading = useMemo(
    () => <Skeleton label={t`Loading the leaderboard`} rows={LEADERBOARD_PAGE_SIZE} rowHeight={64} />,
    [t],
  );
  // The same element while the board drawn is the same: the renderer leaves rows it is given again untouched.
  const drawnContext = drawnBoard.context;
  const rows = useMemo(
    () => (
      <CatalogPartBoundary part="insight" fallback={rowsLoading}>
        <LeaderboardRows
          records={drawnContext.records}
          prizes={drawnContext.prizes}
          checklists={drawnContext.checklists}
          tierStarts={drawnContext.tierStarts}
          tierPrizeOf={(tier) =>
            tierPrize(drawnContext.prizeInfo, drawnContext.round, drawnContext.tradingType, tier, {
              yen: currency === 'JPY',
            })
          }
          currency={currency}
          expandedId={drawnContext.expandedId}
          onToggle={(id) => send({ type: 'row.toggled', id })}
        />
      </CatalogPartBoundary>
    ),
    [drawnContext, currency, send, rowsLoading],
  );

  const roundOptions = context.rounds.flatMap((round) => {
    const shown = displayRound(round, shifted);
    return shown === null ? [] : [{ value: String(round), label: t`Round ${shown}` }];
  });

  return (
    <section id="rankingBoard" className={`${styles.section} ${boardKeepsItsRoom}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        <Trans>Leaderboard</Trans>
      </h2>

      {snapshot.matches('preparing') ? (
        <Skeleton label={t`Loading the leaderboard`} />
      ) : snapshot.matches('unavailable') ? (
        <LoadFailedNotice
          title={t`The leaderboard could not be loaded.`}
          onRetry={() => send({ type: 'retry' })}
        />
      ) : (
        <>
          <div className={styles.controls}>
            <NativeSelect
              label={t`Round`}
              options={roundOptions}
              value={String(context.round)}
              onValueChange={(value) => send({ type: 'round.selected', value })}
            />
            {finalized ? null : (
              <TextField
                type="search"
                inputMode="numeric"
                autoComplete="off"
                label={t`Account number`}
                placeholder={t`Search by account number`}
                hint={t`Numbers only. Results update a second after you stop typing.`}
                notice={searchNotice}
                value={context.searchText}
                onValueChange={(value) => send({ type: 'search.changed', value })}
              />
            )}
          </div>
          <div className={styles.roundStatus}>
            {context.results[context.round] ? (
              <RoundResultBadge result={context.results[context.round]!} />
            ) : null}
            <RankingLastUpdated updated={context.lastUpdated} failure={lastUpdatedFailure} />
          </div>
          {snapshot.matches({ board: { references: 'missing' } }) ||
          snapshot.hasTag('referencesReloading') ? (
            <LoadFailedNotice
              title={t`Some details could not be loaded.`}
              retrying={snapshot.hasTag('referencesReloading')}
              onRetry={() => send({ type: 'references.retry' })}
            >
              <Trans>
                The board shows each account’s rank and return, but not what each prize tier pays or how far
                an account is from the entry requirements.
              </Trans>
            </LoadFailedNotice>
          ) : null}
          <Tabs.Root
            value={String(context.tradingType)}
            onValueChange={(value) =>
              send({
                type: 'tab.selected',
                tradingType: value === String(TradingType.CLASSIC) ? TradingType.CLASSIC : TradingType.MASTER,
              })
            }
          >
            <Tabs.List label={t`Contest categories`}>
              <Tabs.Trigger value={String(TradingType.CLASSIC)}>
                <Trans>Classic</Trans>
              </Tabs.Trigger>
              <Tabs.Trigger value={String(TradingType.MASTER)}>
                <Trans>Master</Trans>
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value={String(context.tradingType)}>
              {/* Busy while an update refreshes the rows in place (issue 16), or until the placeholder shows. */}
              <div ref={rowsArea} aria-busy={refreshing || held || undefined}>
                {drawn === 'loading' ? (
                  rowsLoading
                ) : drawn === 'failed' ? (
                  <LoadFailedNotice
                    title={t`The standings could not be loaded.`}
                    onRetry={() => send({ type: 'retry' })}
                  />
                ) : drawn === 'empty' ? (
                  <p className={styles.message}>
                    {drawnContext.accountFilter ? (
                      <Trans>
                        No account numbered {drawnContext.accountFilter} is in this round and category.
                      </Trans>
                    ) : (
                      <Trans>There are no standings for this round and category yet.</Trans>
                    )}
                  </p>
                ) : drawn === 'finalized' ? (
                  <p className={styles.message}>
                    <Trans>The results of this round are final and no longer shown here.</Trans>
                  </p>
                ) : (
                  rows
                )}
              </div>
            </Tabs.Content>
          </Tabs.Root>
          {/* The page buttons stay while another page loads: focus stays on the one that chose it. Another tab or
              round: they go with the rows they page, after the paint that answers the press. */}
          {(drawn === 'listed' || turningPage) && showsPagination(context) ? (
            <Pagination
              page={context.page}
              pageCount={pageCount(context.total)}
              onPageChange={(page) => send({ type: 'page.selected', page })}
              label={t`Leaderboard pages`}
              previousLabel={t`Previous page`}
              nextLabel={t`Next page`}
              pageLabel={(page) => t`Page ${page}`}
            />
          ) : null}
        </>
      )}
      {/* Issue 16: the board's polite live region, there from the start so that each thing it says is heard once. */}
      <VisuallyHidden as="div">
        <div role="status" aria-live="polite" data-testid="leaderboard-announcement">
          {context.announcement ? (
            <Suspense fallback={null}>
              <span key={context.announcement.id}>
                <Announcement announcement={context.announcement} shifted={shifted} />
              </span>
            </Suspense>
          ) : null}
        </div>
      </VisuallyHidden>
    </section>
  );
}
