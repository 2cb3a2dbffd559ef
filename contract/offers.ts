import * as z from 'zod/mini';
import { instantSchema } from './contest';
import { contentLanguageSchema } from './locales';

/** The events whose page explains itself from the service: the USDT rebate, the IB season and the IB annual. */
export const OFFER_EVENTS = ['usdt', 'iboffer', 'ibyearoffer'] as const;
export const offerEventSchema = z.enum(OFFER_EVENTS);
export type OfferEvent = z.infer<typeof offerEventSchema>;

/**
 * What an event counts towards its tiers: the IB season counts referred clients who qualified, the IB annual
 * event its network's traded lots, the USDT rebate the person's own lots after a USDT deposit.
 */
export const OFFER_MEASURES = ['qualifiedClients', 'networkLots', 'lots'] as const;
export const offerMeasureSchema = z.enum(OFFER_MEASURES);
export type OfferMeasure = z.infer<typeof offerMeasureSchema>;

/** `GET /api/event/overview` query: which event, in which language. */
export const offerOverviewQuerySchema = z.object({
  event: offerEventSchema,
  lang: z._default(z.string(), 'sc'),
});
export type OfferOverviewQuery = z.input<typeof offerOverviewQuerySchema>;

/** One reward tier: reached at `threshold` of the event's measure, paying `reward` US dollars (`rewardJpy` yen). */
export const offerTierSchema = z.object({
  level: z.number().check(z.int(), z.minimum(1)),
  threshold: z.number().check(z.positive()),
  reward: z.number().check(z.nonnegative()),
  rewardJpy: z.number().check(z.nonnegative()),
});
export type OfferTier = z.output<typeof offerTierSchema>;

/**
 * An event's overview: its period (start inclusive, end exclusive), how to qualify in the reader's language
 * (`lang` says which), the tiers from the lowest up, and the signed-in person's count so far: `null` for a
 * visitor or an account of the other type.
 */
export const offerOverviewSchema = z
  .object({
    event: offerEventSchema,
    startTime: instantSchema,
    endTime: instantSchema,
    measure: offerMeasureSchema,
    rules: z.array(z.string()),
    tiers: z.array(offerTierSchema).check(z.minLength(1)),
    progress: z.nullable(
      z.object({
        value: z.number().check(z.nonnegative()),
        updatedAt: instantSchema,
      }),
    ),
    lang: contentLanguageSchema,
  })
  .check(
    z.refine((overview) => overview.startTime < overview.endTime, 'an event ends after it starts'),
    z.refine(
      (overview) =>
        overview.tiers.every((tier, index, all) => index === 0 || all[index - 1]!.threshold < tier.threshold),
      'tiers rise',
    ),
  );
export type OfferOverview = z.output<typeof offerOverviewSchema>;
export type OfferOverviewWire = z.input<typeof offerOverviewSchema>;
