import * as z from 'zod/mini';
import { EVENT_TYPES } from '../../../contract/rewards';

/**
 * §2: `/transaction-history` filters live in the address; a value of the wrong shape reads as "no
 * filter" and never throws. Whether the visitor's role may ask for a value is decided by the page.
 */
export const transactionHistorySearch = z.object({
  activityType: z.catch(z.optional(z.enum(EVENT_TYPES)), undefined),
  prize: z.catch(z.optional(z.union([z.literal(0), z.literal(1)])), undefined),
  status: z.catch(z.optional(z.union([0, 1, 2, 3, 4].map((n) => z.literal(n)))), undefined),
  activityRound: z.catch(z.optional(z.union([z.literal(1), z.literal(2), z.literal(3)])), undefined),
});

export type TransactionHistorySearch = z.infer<typeof transactionHistorySearch>;
