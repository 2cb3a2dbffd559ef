import { Trans, useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { lazy, Suspense, useMemo, useRef, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { sectionDataMachine } from '../../../machines/sectionData.machine';
import type { AvailableRoundsResponse } from '../../../contract';
import { getAvailableRounds } from '../../api';
import { shareFirstLoad } from '../../api/shareFirstLoad';
import { displayCurrency, displayRound, usesShiftedRounds } from '../../i18n/format';
import { isLocaleCode } from '../../i18n/locales';
import { useDocumentTitle } from '../../i18n/useDocumentTitle';
import { FailedEnrolmentSection } from '../failed-enrolment';
import { PrizePoolSection } from '../prize-pool';
import { eventEntriesFor } from '../navigation/eligibility';
import { RegistrationPanel } from '../registration';
import { leaderboardRoundsFrom } from '../leaderboard/leaderboardLoaders';
import { roundDetailsFrom, RoundCountdownSection } from '../round-countdown';
import { authAudience, loginUrl, registerUrl } from '../session/authLinks';
import { useSessionView } from '../session/sessionView';
import { NearViewport } from '../layout/NearViewport';
import { FooterCta, RedirectCta } from './CallsToAction';
import * as styles from './ContestLanding.css';
import { FloatingActions } from './FloatingActions';
import { type LandingVariant } from './landingAnchors';
import { StickyActionBar, stickyBarThreshold } from './StickyActionBar';
import { TopBanner } from './TopBanner';
import { useScrolledOutOfView, useScrolledPast } from './useScrolledOutOfView';

// The sections from the leaderboard down load their code and data as they near the screen,
// so that a phone's first load carries only what its first screens show.
const LeaderboardSection = lazy(() =>
  import('../leaderboard').then((m) => ({ default: m.LeaderboardSection })),
);
const HallOfFameSection = lazy(() =>
  import('../hall-of-fame').then((m) => ({ default: m.HallOfFameSection })),
);
const EntryRequirementsSection = lazy(() =>
  import('../entry-requirements').then((m) => ({ default: m.EntryRequirementsSection })),
);
const EntryProcessSection = lazy(() =>
  import('../entry-process').then((m) => ({ default: m.EntryProcessSection })),
);
const RegulatorRulesSection = lazy(() =>
  import('../regulator-rules').then((m) => ({ default: m.RegulatorRulesSection })),
);
const TermsCardSection = lazy(() => import('../terms-card').then((m) => ({ default: m.TermsCardSection })));
const SiteFooterSection = lazy(() =>
  import('../site-footer').then((m) => ({ default: m.SiteFooterSection })),
);
const FeatureCarouselSection = lazy(() =>
  import('../feature-carousel').then((m) => ({ default: m.FeatureCarouselSection })),
);

/** A section below the first screens; its placeholder keeps the section's anchor, so a jump to it still lands. */
function Later({ anchorId, children }: { anchorId?: string; children: ReactNode }) {
  const placeholder = <div id={anchorId} className={styles.later} />;
  return (
    <NearViewport fallback={placeholder}>
      <Suspense fallback={placeholder}>{children}</Suspense>
    </NearViewport>
  );
}

/** Where the failed-enrolment warning sends people to enter an account by hand. */
const manualRegistrationId = 'manualRegistration';

export const availableRoundsMachine = sectionDataMachine<AvailableRoundsResponse>();

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

  // The banner, the countdown and the leaderboard all start from one `availableRounds` call.
  const roundLoaders = useMemo(() => {
    const reader = shareFirstLoad(getAvailableRounds);
    return {
      banner: reader(),
      countdown: roundDetailsFrom(reader()),
      leaderboard: leaderboardRoundsFrom(reader()),
    };
  }, []);
  const [rounds] = useMachine(
    availableRoundsMachine.provide({ actors: { load: fromPromise(() => roundLoaders.banner()) } }),
  );
  const roundDetails = rounds.context.data?.roundDetails ?? null;
  const currentRound = roundDetails?.currentRound.matchRounds ?? null;

  const bannerRef = useRef<HTMLElement>(null);
  const bannerGone = useScrolledOutOfView(bannerRef);
  const scrolled = useScrolledPast(stickyBarThreshold);

  return (
    <div className={styles.page}>
      <Slot name="topBanner">
        <TopBanner ref={bannerRef} variant={variant} rounds={roundDetails} shifted={shifted} />
      </Slot>
      <Slot name="redirectCta">
        <RedirectCta variant={variant} signedIn={status === 'signedIn'} {...links} />
      </Slot>
      <Slot name="countdown">
        <RoundCountdownSection loadRoundDetails={roundLoaders.countdown} />
      </Slot>
      <Slot name="failedEnrolment">
        <FailedEnrolmentSection
          action={
            <a className={styles.inlineLink} href={`#${manualRegistrationId}`}>
              <Trans>Register an account manually</Trans>
            </a>
          }
        />
        {status === 'signedIn' && user ? (
          <div id={manualRegistrationId} className={styles.anchor}>
            <RegistrationPanel
              nationalityEligible={eventEntriesFor(user).some((entry) => entry.key.endsWith('doo-trader'))}
            />
          </div>
        ) : null}
      </Slot>
      <Slot name="prizePool">
        <PrizePoolSection
          round={currentRound}
          displayedRound={currentRound === null ? null : displayRound(currentRound, shifted)}
          currency={currency}
          japan={japan}
          actionHref={mainAction}
        />
      </Slot>
      {/* The leaderboard section carries the #rankingBoard anchor itself. */}
      <Slot name="leaderboard">
        <Later anchorId="rankingBoard">
          <LeaderboardSection loadRounds={roundLoaders.leaderboard} />
        </Later>
      </Slot>
      <Slot name="hallOfFame">
        <Later>
          <HallOfFameSection />
        </Later>
      </Slot>
      <Slot name="entryRequirements">
        <Later>
          <EntryRequirementsSection />
        </Later>
      </Slot>
      <Slot name="entryProcess">
        <Later>
          <EntryProcessSection {...links} japan={japan} />
        </Later>
      </Slot>
      <Slot name="regulatorRules">
        <Later anchorId="regulatorSection">
          <RegulatorRulesSection />
        </Later>
      </Slot>
      <Slot name="terms">
        <Later>
          <TermsCardSection pathSegment={pathSegment} />
        </Later>
      </Slot>
      <Slot name="footerCta">
        <FooterCta href={status === 'signedIn' || japan ? links.loginHref : links.registerHref} />
      </Slot>
      <Slot name="footer">
        <Later>
          <SiteFooterSection key={locale} />
        </Later>
      </Slot>
      <Slot name="featureCarousel">
        <Later>
          <FeatureCarouselSection />
        </Later>
      </Slot>
      <StickyActionBar shown={scrolled} href={mainAction} japan={japan} />
      <FloatingActions visible={bannerGone} donationCurrency={donationCurrency} />
    </div>
  );
}
