import type { Hono } from 'hono';
import {
  answeredLocale,
  offerOverviewQuerySchema,
  type OfferEvent,
  type OfferMeasure,
  type OfferOverviewWire,
  type UserType,
} from '../../../contract';
import { answer, lastRankingUpdate, type Service } from '../service/context';
import { parseQuery } from '../service/errors';
import { toJpy } from '../service/money';
import type { OfferPeriod } from '../seed/offers';

type StoredOffer = OfferPeriod & {
  measure: OfferMeasure;
  tiers: readonly { threshold: number; reward: number }[];
};

/** Whose count an event keeps: the IB events count an IB's network, the USDT rebate a client's own lots. */
const countedType: Record<OfferEvent, UserType> = {
  usdt: 'crm_client',
  iboffer: 'crm_ib',
  ibyearoffer: 'crm_ib',
};

export const mountOfferRoutes = (app: Hono, { db, clock, sessions }: Service): void => {
  const content = db.prepare<[string], { json: string }>('SELECT json FROM site_content WHERE key = ?');
  const stored = <Value>(key: string): Value | undefined => {
    const row = content.get(key);
    return row ? (JSON.parse(row.json) as Value) : undefined;
  };

  // The rules in the reader's language; the count is the session's (of the type the event counts), else null.
  answer(app, 'offerOverview', (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Vary', 'Cookie');
    const { event, lang } = parseQuery(c, offerOverviewQuerySchema);
    const locale = answeredLocale(lang);
    const offer = stored<Record<OfferEvent, StoredOffer>>('offers')![event];
    const rules = stored<Record<OfferEvent, string[]>>(`offer_rules:${locale}`)![event];
    const active = sessions.optional(c);
    const counted = active?.session.user_type === countedType[event];
    const progress = counted
      ? (stored<Partial<Record<OfferEvent, number>>>(`offer_progress:${active.user.uuid}`)?.[event] ?? 0)
      : null;
    const answered: OfferOverviewWire = {
      event,
      startTime: offer.startTime,
      endTime: offer.endTime,
      measure: offer.measure,
      rules,
      tiers: offer.tiers.map((tier, index) => ({
        level: index + 1,
        threshold: tier.threshold,
        reward: tier.reward,
        rewardJpy: toJpy(tier.reward),
      })),
      progress:
        progress === null
          ? null
          : { value: progress, updatedAt: lastRankingUpdate(clock.now()).toISOString() },
      lang: locale,
    };
    return answered;
  });
};
