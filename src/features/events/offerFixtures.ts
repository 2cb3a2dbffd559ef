import { instant, type OfferEvent, type OfferOverview } from '../../../contract';
import { summarizeOffer, type OfferSummary } from '../../../machines/offerStanding';

/** The service clock the fixtures are read against: 25 Nov 2026, like the seed's "now". */
export const offerFixtureNow = instant('2026-11-25T03:00:00.000Z');

const seasonOverview: OfferOverview = {
  event: 'iboffer',
  startTime: instant('2026-10-16T00:00:00.000Z'),
  endTime: instant('2027-01-15T00:00:00.000Z'),
  measure: 'qualifiedClients',
  rules: [
    'A referred client qualifies with a first net deposit of at least 1,000 USD during the season.',
    'The client must also trade at least 5 lots before the season ends.',
  ],
  tiers: [
    { level: 1, threshold: 3, reward: 300, rewardJpy: 45_000 },
    { level: 2, threshold: 10, reward: 1200, rewardJpy: 180_000 },
    { level: 3, threshold: 25, reward: 4000, rewardJpy: 600_000 },
  ],
  progress: null,
  lang: { tag: 'en', direction: 'ltr' },
};

const progress = (value: number) => ({ value, updatedAt: offerFixtureNow });

/** The IB season as the overview section shows it in each of its states. */
export const offerSummaries = {
  /** A visitor during the season: no progress, an invitation to log in. */
  visitor: summarizeOffer(seasonOverview, offerFixtureNow),
  /** `hk-ib`: 7 qualified clients, tier 1 reached, 3 more for tier 2. */
  running: summarizeOffer({ ...seasonOverview, progress: progress(7) }, offerFixtureNow),
  /** Nothing yet: no tier reached, 3 more for tier 1. */
  noTierYet: summarizeOffer({ ...seasonOverview, progress: progress(0) }, offerFixtureNow),
  /** Past the top threshold: nothing more to reach. */
  topTier: summarizeOffer({ ...seasonOverview, progress: progress(31) }, offerFixtureNow),
  /** Before the season starts: the count starts with it. */
  upcoming: summarizeOffer({ ...seasonOverview, progress: progress(0) }, instant('2026-10-01T00:00:00.000Z')),
  /** After the season: the final count and the tier reached. */
  ended: summarizeOffer({ ...seasonOverview, progress: progress(12) }, instant('2027-01-20T00:00:00.000Z')),
  /** Rules the service wrote in Arabic, read on a page in another language. */
  arabicRules: summarizeOffer(
    {
      ...seasonOverview,
      rules: ['يتأهل العميل المُحال عند أول صافي إيداع لا يقل عن 1,000 دولار أمريكي خلال الموسم.'],
      lang: { tag: 'ar', direction: 'rtl' },
      progress: progress(7),
    },
    offerFixtureNow,
  ),
} satisfies Record<string, OfferSummary>;

const otherEvents: Record<Exclude<OfferEvent, 'iboffer'>, Partial<OfferOverview>> = {
  usdt: {
    event: 'usdt',
    startTime: instant('2026-09-26T00:00:00.000Z'),
    endTime: instant('2027-03-25T00:00:00.000Z'),
    measure: 'lots',
    rules: ['Deposit at least 500 USDT into a live trading account during the event.'],
    tiers: [
      { level: 1, threshold: 10, reward: 50, rewardJpy: 7500 },
      { level: 2, threshold: 50, reward: 300, rewardJpy: 45_000 },
      { level: 3, threshold: 200, reward: 1500, rewardJpy: 225_000 },
    ],
  },
  ibyearoffer: {
    event: 'ibyearoffer',
    startTime: instant('2026-01-01T00:00:00.000Z'),
    endTime: instant('2027-01-01T00:00:00.000Z'),
    measure: 'networkLots',
    rules: ['Every lot your referred clients close during the year counts towards your annual tier.'],
    tiers: [
      { level: 1, threshold: 500, reward: 2000, rewardJpy: 300_000 },
      { level: 2, threshold: 2000, reward: 9000, rewardJpy: 1_350_000 },
      { level: 3, threshold: 5000, reward: 25_000, rewardJpy: 3_750_000 },
    ],
  },
};

/** An event page's overview for its stories: the person's count when given, else a visitor's. */
export const offerSummaryOf = (event: OfferEvent, value: number | null): OfferSummary =>
  summarizeOffer(
    {
      ...seasonOverview,
      ...(event === 'iboffer' ? {} : otherEvents[event]),
      progress: value === null ? null : progress(value),
    },
    offerFixtureNow,
  );
