import * as z from 'zod/mini';

/** §2: `/transaction-history` filters live in the URL; a bad value falls back to "no filter", never throws. */
export const transactionHistorySearch = z.object({
  activityType: z.catch(z.optional(z.enum(['rebate2025_activity', 'client_event', 'ib_season'])), undefined),
  prize: z.catch(z.optional(z.union([z.literal(0), z.literal(1)])), undefined),
  status: z.catch(z.optional(z.union([0, 1, 2, 3, 4].map((n) => z.literal(n)))), undefined),
  activityRound: z.catch(z.optional(z.union([z.literal(1), z.literal(2), z.literal(3)])), undefined),
});

export type TransactionHistorySearch = z.infer<typeof transactionHistorySearch>;
