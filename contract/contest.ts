import * as z from 'zod/mini';

/** ISO 8601 instant in UTC, e.g. `2026-11-01T00:00:00.000Z` (§3: times are shown in UTC+0). */
export const isoTimeSchema = z.iso.datetime({ offset: true });

/**
 * An instant of the wire (ISO 8601) read once, here, into epoch milliseconds: nothing past the contract
 * parses a date. Encoding gives the ISO string back (the local service writes it).
 */
export const instantSchema = z.codec(
  // The broker's service also writes `YYYY-MM-DD HH:mm:ss`, meaning UTC (§3: times are in UTC+0).
  z.union([isoTimeSchema, z.string().check(z.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/))]),
  z.number().check(z.int()),
  {
    decode: (time) => Date.parse(time.includes('T') ? time : `${time.replace(' ', 'T')}Z`),
    encode: (ms) => new Date(ms).toISOString(),
  },
);
/** Epoch milliseconds, from an `instantSchema`. */
export type Instant = z.output<typeof instantSchema>;
/** An ISO instant read through the contract (fixtures and stories write times as people read them). */
export const instant = (iso: string): Instant => instantSchema.parse(iso);

/** §3 / §9 trading type: Classic = 1, Master = 2. */
export const TradingType = { CLASSIC: 1, MASTER: 2 } as const;
export const tradingTypeSchema = z.union([z.literal(TradingType.CLASSIC), z.literal(TradingType.MASTER)]);
export type TradingType = z.infer<typeof tradingTypeSchema>;

export const SERVER_TYPES = ['mt4', 'mt5'] as const;
export const serverTypeSchema = z.enum(SERVER_TYPES);
export type ServerType = z.infer<typeof serverTypeSchema>;

/** §3 contest round status (the round list of `availableRounds`). */
export const ContestRoundStatus = { NOT_STARTED: 1, STARTED: 2, FINISHED: 3 } as const;
export const contestRoundStatusSchema = z.union([
  z.literal(ContestRoundStatus.NOT_STARTED),
  z.literal(ContestRoundStatus.STARTED),
  z.literal(ContestRoundStatus.FINISHED),
]);
export type ContestRoundStatus = z.infer<typeof contestRoundStatusSchema>;

/** §3 / §4 `activityStatus` of round details: 0 not started, 1 ongoing, 2 finished. */
export const ActivityStatus = { NOT_STARTED: 0, ONGOING: 1, FINISHED: 2 } as const;
export const activityStatusSchema = z.union([
  z.literal(ActivityStatus.NOT_STARTED),
  z.literal(ActivityStatus.ONGOING),
  z.literal(ActivityStatus.FINISHED),
]);
export type ActivityStatus = z.infer<typeof activityStatusSchema>;

/** Requirement flags and other yes/no figures: 1 = yes, 0 = no on the wire; a boolean past the contract. */
export const wireFlagSchema = z.union([z.literal(0), z.literal(1)]);
export type Flag = z.infer<typeof wireFlagSchema>;
export const flagSchema = z.codec(wireFlagSchema, z.boolean(), {
  decode: (flag) => flag === 1,
  encode: (yes) => (yes ? 1 : 0),
});

/** §9 leaderboard page size. */
export const LEADERBOARD_PAGE_SIZE = 10;

export const roundInfoSchema = z.object({
  matchRounds: z.number().check(z.int(), z.positive()),
  activityStatus: activityStatusSchema,
  matchStartTime: instantSchema,
  matchEndTime: instantSchema,
});
export type RoundInfo = z.output<typeof roundInfoSchema>;
export type RoundInfoWire = z.input<typeof roundInfoSchema>;

/** §3 round details: the round the countdown is about, the one after it (null after the last), the count. */
export const roundDetailsSchema = z.object({
  currentRound: roundInfoSchema,
  nextRound: z.nullable(roundInfoSchema),
  totalRounds: z.number().check(z.int(), z.positive()),
});
export type RoundDetails = z.output<typeof roundDetailsSchema>;
export type RoundDetailsWire = z.input<typeof roundDetailsSchema>;

export const contestRoundSchema = z.object({
  matchRounds: z.number().check(z.int(), z.positive()),
  status: contestRoundStatusSchema,
  matchStartTime: instantSchema,
  matchEndTime: instantSchema,
});
export type ContestRound = z.output<typeof contestRoundSchema>;
export type ContestRoundWire = z.input<typeof contestRoundSchema>;

/**
 * `GET /api/dootrader/terminal/availableRounds`: every round with its status, the round details the
 * countdown reads, and the finalized rounds (§4 "hide-pagination list") whose content is not shown.
 */
export const availableRoundsResponseSchema = z.object({
  rounds: z.array(contestRoundSchema),
  roundDetails: roundDetailsSchema,
  finalizedRounds: z.array(z.number().check(z.int(), z.positive())),
});
export type AvailableRoundsResponse = z.output<typeof availableRoundsResponseSchema>;

/** §3 entry category details; `id` is the category's trading type. */
export const categoryDetailsSchema = z.object({
  id: tradingTypeSchema,
  registerGross: z.number().check(z.nonnegative()),
  registerGrossJpy: z.number().check(z.nonnegative()),
  maxAccountNum: z.number().check(z.int(), z.positive()),
  minVolume: z.number().check(z.nonnegative()),
  minTradingNum: z.number().check(z.int(), z.nonnegative()),
  minStrategyDuration: z.number().check(z.int(), z.nonnegative()),
});
export type CategoryDetails = z.infer<typeof categoryDetailsSchema>;
export const entryConditionResponseSchema = z.array(categoryDetailsSchema);

/** §3 / §9 prize ranks, each with its yen twin. */
export const PRIZE_RANKS = ['rank1', 'rank2', 'rank3', 'rank4to5', 'rank6to10'] as const;
export type PrizeRank = (typeof PRIZE_RANKS)[number];

export const prizeTableSchema = z.object({
  rank1: z.number().check(z.nonnegative()),
  rank2: z.number().check(z.nonnegative()),
  rank3: z.number().check(z.nonnegative()),
  rank4to5: z.number().check(z.nonnegative()),
  rank6to10: z.number().check(z.nonnegative()),
  rank1Jpy: z.number().check(z.nonnegative()),
  rank2Jpy: z.number().check(z.nonnegative()),
  rank3Jpy: z.number().check(z.nonnegative()),
  rank4to5Jpy: z.number().check(z.nonnegative()),
  rank6to10Jpy: z.number().check(z.nonnegative()),
});
export type PrizeTable = z.infer<typeof prizeTableSchema>;

export const categoryPrizesSchema = z.object({ classic: prizeTableSchema, master: prizeTableSchema });
export const serverPrizesSchema = z.object({ mt4: categoryPrizesSchema, mt5: categoryPrizesSchema });
export type ServerPrizes = z.infer<typeof serverPrizesSchema>;

/** §3 prize info keyed `round{N}` → mt4/mt5 → classic/master. */
export const prizeInfoSchema = z.record(z.string().check(z.regex(/^round\d+$/)), serverPrizesSchema);
export type PrizeInfo = z.infer<typeof prizeInfoSchema>;

export const roundPrizeKey = (round: number): `round${number}` => `round${round}`;

export const donationAmountResponseSchema = z.object({
  donationAmount: z.number().check(z.nonnegative()),
  donationAmountJpy: z.number().check(z.nonnegative()),
});
export type DonationAmountResponse = z.infer<typeof donationAmountResponseSchema>;

/** §3 last-updated info. */
export const lastUpdatedResponseSchema = z.object({
  lastUpdatedTime: instantSchema,
  timeZone: z.string(),
});
export type LastUpdatedResponse = z.output<typeof lastUpdatedResponseSchema>;

/** §3 failed auto-enrol account. */
export const failedEnrolmentSchema = z.object({
  uuid: z.string(),
  accountId: z.number().check(z.int()),
  tradingType: tradingTypeSchema,
  equityJpy: z.number(),
});
export type FailedEnrolment = z.infer<typeof failedEnrolmentSchema>;
export const failRegisterListResponseSchema = z.array(failedEnrolmentSchema);

/** §3 hall of fame entry; `kr`, `sc`, `tc` link to the localized story pages. */
export const hallOfFameEntrySchema = z.object({
  rank: z.string().check(z.regex(/^(S[1-6]|rank\d+)$/)),
  name: z.string(),
  round: z.number().check(z.int(), z.positive()),
  roundTranslate: z.string(),
  profitRate: z.number(),
  profitAmount: z.number(),
  profitAmountJpy: z.number(),
  kr: z.string(),
  sc: z.string(),
  tc: z.string(),
});
export type HallOfFameEntry = z.infer<typeof hallOfFameEntrySchema>;
export const hallOfFameResponseSchema = z.array(hallOfFameEntrySchema);
