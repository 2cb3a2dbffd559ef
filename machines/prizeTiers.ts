import {
  roundPrizeKey,
  SERVER_TYPES,
  TradingType,
  type PrizeInfo,
  type PrizeRank,
  type ServerType,
  type TradingType as Category,
} from '../contract/contest';

/** §9's prize tiers, best first: each pays its prize to every rank from `first` to `last`. */
export const prizeTiers = [
  { tier: 'rank1', first: 1, last: 1 },
  { tier: 'rank2', first: 2, last: 2 },
  { tier: 'rank3', first: 3, last: 3 },
  { tier: 'rank4to5', first: 4, last: 5 },
  { tier: 'rank6to10', first: 6, last: 10 },
] as const satisfies readonly { tier: PrizeRank; first: number; last: number }[];
export type PrizeTier = (typeof prizeTiers)[number];

/** The last rank that wins a prize. */
export const LAST_PRIZE_RANK = prizeTiers.at(-1)!.last;

/** The tier a rank wins, or `null` outside the prizes. */
export const tierOf = (ranking: number): PrizeTier | null =>
  prizeTiers.find((tier) => ranking >= tier.first && ranking <= tier.last) ?? null;

/** A tier's prize: one amount, or the range over the servers when their tables differ. */
export interface TierPrize {
  low: number;
  high: number;
}

/**
 * What a tier pays in a round and category, in yen for Japan (the `…Jpy` fields): on one server when it is
 * known, else the range over both; `null` when the service has no table for the round.
 */
export function tierPrize(
  prizeInfo: PrizeInfo | null,
  round: number,
  tradingType: Category,
  tier: PrizeRank,
  options: { yen: boolean; serverType?: ServerType },
): TierPrize | null {
  const tables = prizeInfo?.[roundPrizeKey(round)];
  if (!tables) return null;
  const category = tradingType === TradingType.MASTER ? 'master' : 'classic';
  const field = options.yen ? (`${tier}Jpy` as const) : tier;
  const amounts = (options.serverType ? [options.serverType] : SERVER_TYPES).map(
    (server) => tables[server][category][field],
  );
  return { low: Math.min(...amounts), high: Math.max(...amounts) };
}

/** Where each tier begins on a page of standings: the index of its first row, by tier. */
export function tierStarts(rankings: readonly number[]): Map<number, PrizeTier> {
  const starts = new Map<number, PrizeTier>();
  rankings.forEach((ranking, index) => {
    const tier = tierOf(ranking);
    if (tier && (index === 0 || tierOf(rankings[index - 1]!) !== tier)) starts.set(index, tier);
  });
  return starts;
}

/** A rank's return, as the ranking lists it. */
export interface ReturnStanding {
  ranking: number;
  rateOfReturn: number;
}

/**
 * How far an account is from the next prize tier and how safe its own is (issue 14): the rank to reach
 * (the last of the next better tier) and the percentage points of return behind it; inside the prizes, the
 * first rank of the next worse tier (rank 11 from ranks 6–10) and the points ahead of it, `null` when no
 * account holds that rank. `unknown` when the ranking lacks a rank it needs.
 */
export type TierDistance =
  | { kind: 'unknown' }
  | {
      kind: 'known';
      ranking: number;
      /** The rank to reach and its tier; `null` for the leader. */
      next: { ranking: number; tier: PrizeRank; pointsBehind: number } | null;
      /** Inside the prizes: the rank that would take this one's tier; `null` outside them. */
      lead: { ranking: number; pointsAhead: number | null } | null;
    };

// Returns are percentages with two decimals; subtracting floats would otherwise say "2.3999999 points".
const points = (value: number) => Math.round(value * 100) / 100;

export function tierDistance(own: ReturnStanding, leaders: readonly ReturnStanding[]): TierDistance {
  const returnOf = (ranking: number) => leaders.find((leader) => leader.ranking === ranking)?.rateOfReturn;
  const tier = tierOf(own.ranking);
  const better = tier ? prizeTiers[prizeTiers.indexOf(tier) - 1] : prizeTiers.at(-1);
  let next = null;
  if (better) {
    const target = returnOf(better.last);
    if (target === undefined) return { kind: 'unknown' };
    next = { ranking: better.last, tier: better.tier, pointsBehind: points(target - own.rateOfReturn) };
  }
  let lead = null;
  if (tier) {
    const chaser = returnOf(tier.last + 1);
    lead = {
      ranking: tier.last + 1,
      pointsAhead: chaser === undefined ? null : points(own.rateOfReturn - chaser),
    };
  }
  return { kind: 'known', ranking: own.ranking, next, lead };
}
