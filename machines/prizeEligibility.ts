import type { CategoryDetails, TradingType } from '../contract/contest';

/** §2's three requirements, in the order of the board's stars. */
export const requirements = ['duration', 'volume', 'trades'] as const;
export type Requirement = (typeof requirements)[number];

/** A category's minimums (the `entryCondition` category details). */
export type RequirementThresholds = Pick<
  CategoryDetails,
  'minStrategyDuration' | 'minTradingNum' | 'minVolume'
>;

export interface PrizeEligibilityInput {
  /** The prize the ranking carries, in any currency; 0 when the rank wins nothing. */
  prize: number;
  /** Whether the service counts each requirement as met. */
  met: Record<Requirement, boolean>;
  /** The account's figures in the round. */
  figures: { strategyDuration: number; totalTradingNum: number; totalVolume: number };
  /** The category's minimums; `null` when they could not be loaded. */
  thresholds: RequirementThresholds | null;
}

/** An unmet requirement and how far the account is from it (days, trades or lots); `null` when unknown. */
export interface MissingRequirement {
  requirement: Requirement;
  short: number | null;
}

/**
 * What may be said of an account's prize: none to speak of, won by rank and every requirement met, or
 * depending on the requirements still unmet. `met` is always there, for the board's stars.
 */
export type PrizeEligibility =
  | { kind: 'noPrize'; met: Record<Requirement, boolean> }
  | { kind: 'eligible'; met: Record<Requirement, boolean> }
  | { kind: 'depends'; met: Record<Requirement, boolean>; missing: MissingRequirement[] };

// Volumes are lots with two decimals; subtracting floats would otherwise say "12.499999 more lots".
const toHundredths = (value: number) => Math.round(value * 100) / 100;

function shortfall(requirement: Requirement, input: PrizeEligibilityInput): number | null {
  const { thresholds, figures } = input;
  if (!thresholds) return null;
  const short =
    requirement === 'duration'
      ? thresholds.minStrategyDuration - figures.strategyDuration
      : requirement === 'trades'
        ? thresholds.minTradingNum - figures.totalTradingNum
        : toHundredths(thresholds.minVolume - figures.totalVolume);
  // The service's flag decides; when its figures already reach the minimum, the gap is not known.
  return short > 0 ? short : null;
}

/**
 * §2 / rules tab: only an account meeting every requirement can win. The prize by rank still shows, so a
 * prize with unmet requirements depends on them, each with what is missing.
 */
export function prizeEligibility(input: PrizeEligibilityInput): PrizeEligibility {
  const met = { ...input.met };
  if (!(input.prize > 0)) return { kind: 'noPrize', met };
  const missing = requirements
    .filter((requirement) => !met[requirement])
    .map((requirement) => ({ requirement, short: shortfall(requirement, input) }));
  return missing.length === 0 ? { kind: 'eligible', met } : { kind: 'depends', met, missing };
}

/** The minimums of one category (`id` is the trading type), or `null` when they are not known. */
export function thresholdsFor(
  categories: readonly CategoryDetails[] | null,
  tradingType: TradingType,
): RequirementThresholds | null {
  return categories?.find((category) => category.id === tradingType) ?? null;
}

/** What the board and the race page know of an account's round (a ranking record or a race statistics entry). */
export interface RoundStanding {
  id: number;
  tradingType: TradingType;
  prizeMoney: number;
  isMinStrategyDuration: boolean;
  isMinVolume: boolean;
  isMinTradingNum: boolean;
  strategyDuration: number;
  totalTradingNum: number;
  totalVolume: number;
}

/** Each standing's prize against its category's minimums, by id: what the machines keep for their views. */
export function prizesById(
  standings: readonly RoundStanding[],
  categories: readonly CategoryDetails[] | null,
): Record<number, PrizeEligibility> {
  return Object.fromEntries(
    standings.map((standing) => [
      standing.id,
      prizeEligibility({
        prize: standing.prizeMoney,
        met: {
          duration: standing.isMinStrategyDuration,
          volume: standing.isMinVolume,
          trades: standing.isMinTradingNum,
        },
        figures: standing,
        thresholds: thresholdsFor(categories, standing.tradingType),
      }),
    ]),
  );
}
