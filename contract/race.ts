import * as z from 'zod/mini';
import { flagSchema, instantSchema, serverTypeSchema, tradingTypeSchema } from './contest';

/** A trading-platform login: digits only. */
export const loginSchema = z.string().check(z.regex(/^\d+$/, 'login must be digits'));

const roundNumberSchema = z.coerce.number().check(z.int(), z.positive());

/**
 * The longest account number a search sends: every 15-digit number is a safe integer, while a longer one
 * may be rounded by JavaScript and then names another account (or none the service accepts).
 */
export const ACCOUNT_ID_MAX_DIGITS = 15;

/** `POST /api/dootrader/terminal/raceRanking` body (§7). `accountId` empty = no search filter. */
export const raceRankingRequestSchema = z.object({
  accountId: z.optional(z.number().check(z.int(), z.nonnegative())),
  tradingType: tradingTypeSchema,
  competitionRounds: z.number().check(z.int(), z.positive()),
  page: z.number().check(z.int(), z.positive()),
  pagesize: z.number().check(z.int(), z.positive(), z.maximum(100)),
});
export type RaceRankingRequest = z.infer<typeof raceRankingRequestSchema>;

/** §3 ranking record. */
export const rankingRecordSchema = z.object({
  id: z.number().check(z.int()),
  ranking: z.number().check(z.int(), z.positive()),
  tradingType: tradingTypeSchema,
  clientNationality: z.string(),
  fullName: z.string(),
  accountId: z.number().check(z.int()),
  maskAccountId: z.string(),
  serverType: serverTypeSchema,
  equity: z.number(),
  equityJpy: z.number(),
  rateOfReturn: z.number(),
  prizeMoney: z.number(),
  prizeMoneyJpy: z.number(),
  startEquity: z.number(),
  startEquityJpy: z.number(),
  totalInGold: z.number(),
  totalInGoldJpy: z.number(),
  totalOutGold: z.number(),
  totalOutGoldJpy: z.number(),
  maxdown: z.number(),
  isMinStrategyDuration: flagSchema,
  isMinVolume: flagSchema,
  isMinTradingNum: flagSchema,
  strategyDuration: z.number().check(z.int(), z.nonnegative()),
  totalTradingNum: z.number().check(z.int(), z.nonnegative()),
  totalVolume: z.number().check(z.nonnegative()),
});
export type RankingRecord = z.output<typeof rankingRecordSchema>;
export type RankingRecordWire = z.input<typeof rankingRecordSchema>;

export const raceRankingResponseSchema = z.object({
  records: z.array(rankingRecordSchema),
  total: z.number().check(z.int(), z.nonnegative()),
});
export type RaceRankingResponse = z.output<typeof raceRankingResponseSchema>;

/** §3 account in race: `accountId` is the contest account, `login` the trading-platform login. */
export const accountInRaceSchema = z.object({
  accountId: z.number().check(z.int()),
  login: loginSchema,
});
export type AccountInRace = z.infer<typeof accountInRaceSchema>;
export const signLoginListResponseSchema = z.array(accountInRaceSchema);

/** `POST /api/dootrader/manage/signMatch` body (§7). */
export const signMatchRequestSchema = z.object({
  uuid: z.string().check(z.minLength(1)),
  login: loginSchema,
  tradingType: tradingTypeSchema,
});
export type SignMatchRequest = z.infer<typeof signMatchRequestSchema>;

/** Success is indicated by `id` (§7): the new contest account id. */
export const signMatchResponseSchema = z.object({
  id: z.number().check(z.int()),
  accountId: z.number().check(z.int()),
  competitionRounds: z.number().check(z.int(), z.positive()),
});
export type SignMatchResponse = z.output<typeof signMatchResponseSchema>;

/** §3 race statistics entry (one round of one account). */
export const raceStatisticsEntrySchema = z.object({
  id: z.number().check(z.int()),
  accountId: z.number().check(z.int()),
  fullName: z.string(),
  competitionRounds: z.number().check(z.int(), z.positive()),
  tradingType: tradingTypeSchema,
  ranking: z.number().check(z.int(), z.positive()),
  strategyDuration: z.number().check(z.int(), z.nonnegative()),
  totalTradingNum: z.number().check(z.int(), z.nonnegative()),
  totalVolume: z.number().check(z.nonnegative()),
  rateOfReturn: z.number(),
  maxdown: z.number(),
  /**
   * Not in §3: the equity at registration in USD (the unit of the category's `registerGross`), for the
   * requirement checklist; the local service adds it.
   */
  startEquity: z.number(),
  startEquityJpy: z.number(),
  equityJpy: z.number(),
  totalInGoldJpy: z.number(),
  totalOutGoldJpy: z.number(),
  prizeMoney: z.number(),
  prizeMoneyJpy: z.number(),
  /** Not in §3: the account's server, whose prize table the distance to the next prize reads. */
  serverType: serverTypeSchema,
  isMinStrategyDuration: flagSchema,
  isMinVolume: flagSchema,
  isMinTradingNum: flagSchema,
});
export type RaceStatisticsEntry = z.output<typeof raceStatisticsEntrySchema>;
export type RaceStatisticsEntryWire = z.input<typeof raceStatisticsEntrySchema>;

/** `GET /api/dootrader/terminal/accountRace` query (§7). Without a round, the current round. */
export const accountRaceQuerySchema = z.object({
  login: loginSchema,
  competitionRounds: z.optional(roundNumberSchema),
});
export type AccountRaceQuery = z.infer<typeof accountRaceQuerySchema>;

/** The account's figures in one round, with the account's login. */
export const accountRaceResponseSchema = z.extend(raceStatisticsEntrySchema, { login: loginSchema });
export type AccountRaceResponse = z.output<typeof accountRaceResponseSchema>;

/** `POST /api/dootrader/race/accountStatistics` body: the personal page's "individual account in race" (§7). */
export const accountStatisticsRequestSchema = z.object({
  uuid: z.string().check(z.minLength(1)),
  accountId: z.number().check(z.int()),
});
export type AccountStatisticsRequest = z.infer<typeof accountStatisticsRequestSchema>;

/** Every round the account took part in, oldest first. */
export const accountStatisticsResponseSchema = z.object({
  fullName: z.string(),
  raceStatisticsList: z.array(raceStatisticsEntrySchema),
});
export type AccountStatisticsResponse = z.output<typeof accountStatisticsResponseSchema>;

/** `GET /api/dootrader/terminal/muDataStatistics` query: participation figures of a round and category. */
export const muDataStatisticsQuerySchema = z.object({
  competitionRounds: roundNumberSchema,
  tradingType: z.pipe(z.coerce.number(), tradingTypeSchema),
});
export type MuDataStatisticsQuery = z.infer<typeof muDataStatisticsQuerySchema>;

export const muDataStatisticsResponseSchema = z.object({
  competitionRounds: z.number().check(z.int(), z.positive()),
  tradingType: tradingTypeSchema,
  participantCount: z.number().check(z.int(), z.nonnegative()),
  accountCount: z.number().check(z.int(), z.nonnegative()),
  qualifiedAccountCount: z.number().check(z.int(), z.nonnegative()),
  totalVolume: z.number().check(z.nonnegative()),
  totalTradingNum: z.number().check(z.int(), z.nonnegative()),
  averageRateOfReturn: z.number(),
  updatedAt: instantSchema,
});
export type MuDataStatisticsResponse = z.output<typeof muDataStatisticsResponseSchema>;

/** `GET /api/dootrader/terminal/rankHistory` query (designed): one of the person's accounts in one round. */
export const rankHistoryQuerySchema = z.object({
  login: loginSchema,
  competitionRounds: roundNumberSchema,
});
export type RankHistoryQuery = z.infer<typeof rankHistoryQuerySchema>;

/** The account's standing at one ranking update: its rank among the `total` accounts ranked then. */
export const rankSnapshotSchema = z
  .object({
    takenAt: instantSchema,
    ranking: z.number().check(z.int(), z.positive()),
    total: z.number().check(z.int(), z.positive()),
  })
  .check(z.refine((snapshot) => snapshot.ranking <= snapshot.total, 'ranking beyond the ranked total'));
export type RankSnapshot = z.output<typeof rankSnapshotSchema>;
export type RankSnapshotWire = z.input<typeof rankSnapshotSchema>;

/** The account's rank at every ranking update of the round so far, oldest first (empty before the round starts). */
export const rankHistoryResponseSchema = z.object({
  accountId: z.number().check(z.int()),
  competitionRounds: z.number().check(z.int(), z.positive()),
  tradingType: tradingTypeSchema,
  snapshots: z
    .array(rankSnapshotSchema)
    .check(
      z.refine(
        (snapshots) =>
          snapshots.every(
            (snapshot, index) => index === 0 || snapshots[index - 1]!.takenAt < snapshot.takenAt,
          ),
        'snapshots out of order',
      ),
    ),
});
export type RankHistoryResponse = z.output<typeof rankHistoryResponseSchema>;
export type RankHistoryResponseWire = z.input<typeof rankHistoryResponseSchema>;
