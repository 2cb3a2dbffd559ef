import * as z from 'zod/mini';
import { instantSchema } from './contest';
import { contentLanguageSchema } from './locales';
import type { UserType } from './session';

/** §3 event types. */
export const EVENT_TYPES = ['rebate2025_activity', 'client_event', 'ib_season'] as const;
export const eventTypeSchema = z.enum(EVENT_TYPES);
export type EventType = z.infer<typeof eventTypeSchema>;

/** §6 redeem (prize) types: cash reward 0, reward 1. IBs only get cash. */
export const PrizeType = { CASH: 0, REWARD: 1 } as const;
export const prizeTypeSchema = z.union([z.literal(PrizeType.CASH), z.literal(PrizeType.REWARD)]);
export type PrizeType = z.infer<typeof prizeTypeSchema>;

/** A reward's state, whatever the role; the wire carries the role's own number (below). */
export const REWARD_STATES = ['processing', 'completed', 'rejected', 'failed'] as const;
export type RewardState = (typeof REWARD_STATES)[number];

/** §6 redeem status numbers per role. */
export const REWARD_STATUS_BY_ROLE: Record<UserType, Record<RewardState, number>> = {
  crm_client: { processing: 1, completed: 2, rejected: 3, failed: 4 },
  crm_ib: { processing: 0, completed: 1, rejected: 2, failed: 4 },
};

export const rewardStateFromStatus = (userType: UserType, status: number): RewardState | undefined =>
  REWARD_STATES.find((state) => REWARD_STATUS_BY_ROLE[userType][state] === status);

/** `z.preprocess` of classic zod: a transform piped into the schema. */
const optionalNumberParam = z.pipe(
  z.transform((value: unknown): unknown => (value === '' || value === null ? undefined : value)),
  z.optional(z.coerce.number().check(z.int())),
);

/**
 * `GET /api/rewards/transactionHistory` query. `prize` and `status` empty = all; `status` is read in the
 * session role's numbering (§6); `activityRound` 1–3 selects the period, newest first.
 */
export const transactionHistoryQuerySchema = z.object({
  activityType: eventTypeSchema,
  prize: z.pipe(optionalNumberParam, z.optional(prizeTypeSchema)),
  status: optionalNumberParam,
  activityRound: z.pipe(
    optionalNumberParam,
    z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(3))),
  ),
  page: z.pipe(optionalNumberParam, z.optional(z.number().check(z.int(), z.positive()))),
  pagesize: z.pipe(optionalNumberParam, z.optional(z.number().check(z.int(), z.positive(), z.maximum(100)))),
  /** The reader's locale, the language of the reward names. */
  lang: z._default(z.string(), 'sc'),
});
export type TransactionHistoryQuery = z.infer<typeof transactionHistoryQuerySchema>;

export const rewardRecordSchema = z.object({
  id: z.number().check(z.int()),
  activityType: eventTypeSchema,
  activityName: z.string(),
  activityRound: z.number().check(z.int(), z.minimum(1), z.maximum(3)),
  prizeType: prizeTypeSchema,
  prizeName: z.string(),
  /** The language of `prizeName`; the local service writes the reader's, a one-language service none (English). */
  lang: contentLanguageSchema,
  amount: z.number(),
  currency: z.string(),
  status: z.number().check(z.int()),
  createTime: instantSchema,
});
export type RewardRecord = z.output<typeof rewardRecordSchema>;
export type RewardRecordWire = z.input<typeof rewardRecordSchema>;

export const transactionHistoryResponseSchema = z.object({
  records: z.array(rewardRecordSchema),
  total: z.number().check(z.int(), z.nonnegative()),
});
export type TransactionHistoryResponse = z.output<typeof transactionHistoryResponseSchema>;
