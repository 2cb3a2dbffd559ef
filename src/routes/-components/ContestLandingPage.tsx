import { Trans, useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useMemo, useRef, type ReactNode } from 'react';
import { getAvailableRounds, getEntryCondition, getRankingPrizeInfo } from '../../api';
import { shareFirstLoad } from '../../api/shareFirstLoad';
import { displayCurrency, displayRound, usesShiftedRounds } from '../../i18n/format';
import { isLocaleCode } from '../../i18n/locales';
import { useDocumentTitle } from '../../i18n/useDocumentTitle';
import { nationalityMayEnter } from '../../pages/registry';
import { PrizePoolSection } from '../../features/prize-pool';
import type { LeaderboardSectionProps } from '../../features/leaderboard';
import { reservedBoard } from '../../features/leaderboard/ReservedBoard.css';
import { roundDetailsFrom, RoundCountdownSection, useRoundCountdown } from '../../features/round-countdown';
import { RoundCalendarSpace } from '../../features/round-calendar/RoundCalendarSpace';
import { authAudience, loginUrl, registerUrl } from '../../app/session/authLinks';
import { useSessionView } from '../../app/session/sessionView';
import { NearViewport } from '../../shared/NearViewport';
import { FooterCta, RedirectCta } from '../../features/contest-landing/CallsToAction';
import * as styles from '../../features/contest-landing/ContestLanding.css';
import { FloatingActions } from './FloatingActions';
import { type LandingVariant } from '../../features/contest-landing/landingAnchors';
import { StickyActionBar, stickyBarThreshold } from '../../features/contest-landing/StickyActionBar';
import { TopBanner } from '../../features/contest-landing/TopBanner';
import { useScrolledOutOfView } from '../../features/contest-landing/useScrolledOutOfView';
import { useScrolledPast } from '../../shared/scroll';

// The sections from the leaderboard down load their code and data as they near the screen,
// so that a phone's first load carries only what its first screens show.
// Only a signed-in person sees these (§6), so a visitor's first load does not carry them.
type LeaderboardCalls = NonNullable<LeaderboardSectionProps['sharedCalls']>;

const FailedEnrolmentSection = lazy(() =>
  import('../../features/failed-enrolment').then((m) => ({ default: m.FailedEnrolmentSection })),
);
const RegistrationPanel = lazy(() =>
  import('../../features/registration').then((m) => ({ default: m.RegistrationPanel })),
);
const LeaderboardSection = lazy(() =>
  import('../../features/leaderboard').then((m) => ({ default: m.LeaderboardSection })),
);
const HallOfFameSection = lazy(() =>
  import('../../features/hall-of-fame').then((m) => ({ default: m.HallOfFameSection })),
);
const EntryRequirementsSection = lazy(() =>
  import('../../features/entry-requirements').then((m) => ({ default: m.EntryRequirementsSection })),
);
const EntryProcessSection = lazy(() =>
  import('../../features/entry-process').then((m) => ({ default: m.EntryProcessSection })),
);
const RegulatorRulesSection = lazy(() =>
  import('../../features/regulator-rules').then((m) => ({ default: m.RegulatorRulesSection })),
);
const TermsCardSection = lazy(() =>
  import('../../features/terms-card').then((m) => ({ default: m.TermsCardSection })),
);
const SiteFooterSection = lazy(() =>
  import('../../features/site-footer').then((m) => ({ default: m.SiteFooterSection })),
);
// The viewer's own round times and "Add to calendar" load as the countdown comes into view, in space kept
// for them: the first load has no room for them.
const RoundCalendar = lazy(() => import('../../features/round-calendar'));
// Issue 16: the countdown's milestone words load with the first milestone passed while the page is open.
const CountdownAnnouncement = lazy(() =>
  import('../../features/round-countdown/CountdownAnnouncement').then((m) => ({
    default: m.CountdownAnnouncement,
  })),
);
const FeatureCarouselSection = lazy(() =>
  import('../../features/feature-carousel').then((m) => ({ default: m.FeatureCarouselSection })),
);

/**
 * A section below the first screens. Its placeholder keeps the section's anchor, so a jump to it still lands.
 * Its room is kept while it loads: either the board's own (`reserved`, a class its placeholder draws; the board
 * keeps it while any part of it shows a skeleton), or a room (`room`, a class for the slot) that holds while the placeholder,
 * a skeleton or a part marked busy shows.
 */
function Later({
  anchorId,
  reserved,
  room,
  children,
}: {
  anchorId?: string;
  children: ReactNode;
} & ({ reserved: string; room?: never } | { room: string; reserved?: never })) {
  const placeholder = (
    <div id={anchorId} className={styles.later}>
      {reserved ? <div className={reserved} /> : null}
    </div>
  );
  return (
    <div className={room}>
      <NearViewport fallback={placeholder}>
        <Suspense fallback={placeholder}>{children}</Suspense>
      </NearViewport>
    </div>
  );
}

/** Where the failed-enrolment warning sends people to enter an account by hand. */
const manualRegistrationId = 'manualRegistration';

/** One of §2's thirteen sections, named so that its place in the page can be checked. */
function Slot({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className={styles.anchor} data-landing-section={name}>
      {children}
    </div>
  );
}

export interface ContestLandingPageProps {
  variant: LandingVariant;
}

/**
 * The trader-contest landing page (§2), shared by `/doo-trader` and `/ib-doo-trader`: its sections in
 * the spec's order, each loading its own data, plus the floating ranking link and donation button.
 */
export function ContestLandingPage({ variant }: ContestLandingPageProps) {
  const { t, i18n } = useLingui();
  useDocumentTitle(variant === 'ib' ? t`IB Doo Trader contest` : t`Doo Trader contest`);
  const locale = isLocaleCode(i18n.locale) ? i18n.locale : 'en';
  const { status, user } = useSessionView();
  const nationality = user?.nationality ?? null;
  const location = useRouterState({ select: (state) => state.location });
  const pathSegment = location.pathname.split('/')[1] ?? '';

  const links = useMemo(() => {
    const request = { nationality, locale, returnTo: location.href };
    return { loginHref: loginUrl(request), registerHref: registerUrl(request) };
  }, [nationality, locale, location.href]);
  // §2: Japan signs in where others register, and sees no prize disclaimer.
  const japan = authAudience({ nationality, locale }) === 'jp';
  const currency = displayCurrency(nationality);
  // §1: the donation shows yen to Japanese readers and Japanese nationals alike.
  const donationCurrency = locale === 'jp' ? 'JPY' : currency;
  const shifted = usesShiftedRounds(nationality, locale);
  const mainAction = japan ? links.loginHref : links.registerHref;

  // The countdown and the leaderboard start from one `availableRounds` call; the banner reads the
  // countdown's machine, so both say the same phase. The board, the entry requirements and the
  // registration panel share one `entryCondition` call the same way, the prize pool and the board's tier
  // dividers one `rankingPrizeInfo` call.
  const roundLoaders = useMemo(() => {
    const rounds = shareFirstLoad(getAvailableRounds);
    const entryCondition = shareFirstLoad(getEntryCondition);
    const prizeInfo = shareFirstLoad(getRankingPrizeInfo);
    return {
      countdown: roundDetailsFrom(rounds()),
      leaderboard: [rounds(), entryCondition(), prizeInfo()] satisfies LeaderboardCalls,
      prizePool: prizeInfo(),
      entryRequirements: entryCondition(),
      registration: entryCondition(),
    };
  }, []);
  const countdown = useRoundCountdown(roundLoaders.countdown);
  const currentRound = useSelector(
    countdown,
    ({ context }) => context.details?.currentRound.matchRounds ?? null,
  );
  const roundsPending = useSelector(countdown, (snapshot) => snapshot.hasTag('loading'));

  const bannerRef = useRef<HTMLElement>(null);
  const bannerGone = useScrolledOutOfView(bannerRef);
  const scrolled = useScrolledPast(stickyBarThreshold);

  return (
    <div className={styles.page}>
      <Slot name="topBanner">
        <TopBanner ref={bannerRef} variant={variant} countdown={countdown} shifted={shifted} />
      </Slot>
      <Slot name="redirectCta">
        <RedirectCta variant={variant} session={status} {...links} />
      </Slot>
      <Slot name="countdown">
        <RoundCountdownSection
          actor={countdown}
          announcement={CountdownAnnouncement}
          besideTimes={() => (
            <RoundCalendarSpace>
              <NearViewport margin="0px" fallback={null}>
                <Suspense fallback={null}>
                  <RoundCalendar countdown={countdown} variant={variant} shifted={shifted} />
                </Suspense>
              </NearViewport>
            </RoundCalendarSpace>
          )}
        />
      </Slot>
      <Slot name="failedEnrolment">
        {status === 'signedIn' && user ? (
          <Suspense fallback={null}>
            <FailedEnrolmentSection
              action={
                <a className={styles.inlineLink} href={`#${manualRegistrationId}`}>
                  <Trans>Register an account manually</Trans>
                </a>
              }
            />
            <div id={manualRegistrationId} className={styles.anchor}>
              <RegistrationPanel
                loadCategories={roundLoaders.registration}
                nationalityEligible={nationalityMayEnter(
                  variant === 'ib' ? 'ib-doo-trader' : 'doo-trader',
                  nationality,
                )}
              />
            </div>
          </Suspense>
        ) : null}
      </Slot>
      <Slot name="prizePool">
        <PrizePoolSection
          round={currentRound}
          roundPending={roundsPending}
          displayedRound={currentRound === null ? null : displayRound(currentRound, shifted)}
          currency={currency}
          japan={japan}
          actionHref={mainAction}
          loadPrizeInfo={roundLoaders.prizePool}
        />
      </Slot>
      {/* The leaderboard section carries the #rankingBoard anchor itself. */}
      <Slot name="leaderboard">
        <Later anchorId="rankingBoard" reserved={reservedBoard}>
          <LeaderboardSection sharedCalls={roundLoaders.leaderboard} />
        </Later>
      </Slot>
      <Slot name="hallOfFame">
        <Later room={styles.hallOfFameRoom}>
          <HallOfFameSection />
        </Later>
      </Slot>
      <Slot name="entryRequirements">
        <Later room={styles.entryRequirementsRoom}>
          <EntryRequirementsSection loadCategories={roundLoaders.entryRequirements} />
        </Later>
      </Slot>
      <Slot name="entryProcess">
        <Later room={styles.entryProcessRoom}>
          <EntryProcessSection {...links} japan={japan} />
        </Later>
      </Slot>
      <Slot name="regulatorRules">
        <Later anchorId="regulatorSection" room={styles.regulatorRulesRoom}>
          <RegulatorRulesSection />
        </Later>
      </Slot>
      <Slot name="terms">
        <Later room={styles.termsRoom}>
          <TermsCardSection pathSegment={pathSegment} />
        </Later>
      </Slot>
      <Slot name="footerCta">
        <FooterCta href={status === 'signedIn' || japan ? links.loginHref : links.registerHref} />
      </Slot>
      <Slot name="footer">
        <Later room={styles.footerRoom}>
          <SiteFooterSection />
        </Later>
      </Slot>
      <Slot name="featureCarousel">
        <Later room={styles.featureCarouselRoom}>
          <FeatureCarouselSection />
        </Later>
      </Slot>
      <StickyActionBar shown={scrolled} href={mainAction} japan={japan} />
      <FloatingActions visible={bannerGone} donationCurrency={donationCurrency} />
    </div>
  );
}
