import type { OfferEvent, OfferMeasure } from '../../../contract';

const DAY_MS = 86_400_000;

/** What each event counts and what its tiers pay, in US dollars (the service adds the yen figures). */
export const offerTiers: Record<
  OfferEvent,
  { measure: OfferMeasure; tiers: readonly { threshold: number; reward: number }[] }
> = {
  usdt: {
    measure: 'lots',
    tiers: [
      { threshold: 10, reward: 50 },
      { threshold: 50, reward: 300 },
      { threshold: 200, reward: 1500 },
    ],
  },
  iboffer: {
    measure: 'qualifiedClients',
    tiers: [
      { threshold: 3, reward: 300 },
      { threshold: 10, reward: 1200 },
      { threshold: 25, reward: 4000 },
    ],
  },
  ibyearoffer: {
    measure: 'networkLots',
    tiers: [
      { threshold: 500, reward: 2000 },
      { threshold: 2000, reward: 9000 },
      { threshold: 5000, reward: 25_000 },
    ],
  },
};

export type OfferPeriod = { startTime: string; endTime: string };

/**
 * Each event's period around the seed day: the USDT rebate and the IB season are under way, the IB annual
 * event is the seed day's calendar year. Moving the sandbox clock shows them ahead or over.
 */
export const offerPeriods = (seedDay: number): Record<OfferEvent, OfferPeriod> => {
  const around = (startDays: number, endDays: number): OfferPeriod => ({
    startTime: new Date(seedDay + startDays * DAY_MS).toISOString(),
    endTime: new Date(seedDay + endDays * DAY_MS).toISOString(),
  });
  const year = new Date(seedDay).getUTCFullYear();
  return {
    usdt: around(-60, 120),
    iboffer: around(-40, 51),
    ibyearoffer: {
      startTime: new Date(Date.UTC(year, 0, 1)).toISOString(),
      endTime: new Date(Date.UTC(year + 1, 0, 1)).toISOString(),
    },
  };
};
