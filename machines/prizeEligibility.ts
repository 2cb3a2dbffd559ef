import type { CategoryDetails, TradingType } from '../contract/contest';

/** §2's three requirements, in the order of the board's stars. */
export const requirements = ['duration', 'volume', 'trades'] as const;
export type Requirement = (typeof requirements)[number];

/** A category's minimums (the `entryCondition` category details). */
export type RequirementThresholds = Pick<
  CategoryDetails,
  'minStrategyDuration' | 'minTradingNum' | 'minVolume'
> &
  Partial<Pick<CategoryDetails, 'registerGross' | 'registerGrossJpy'>>;

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

/** The requirements the service counts as unmet, each with what is missing, in the order of the stars. */
function missingRequirements(input: PrizeEligibilityInput): MissingRequirement[] {
  return requirements
    .filter((requirement) => !input.met[requirement])
    .map((requirement) => ({ requirement, short: shortfall(requirement, input) }));
}

/**
 * §2 / rules tab: only an account meeting every requirement can win. The prize by rank still shows, so a
 * prize with unmet requirements depends on them, each with what is missing.
 */
export function prizeEligibility(input: PrizeEligibilityInput): PrizeEligibility {
  const met = { ...input.met };
  if (!(input.prize > 0)) return { kind: 'noPrize', met };
  const missing = missingRequirements(input);
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

/** The checklist's lines: §2's three prize requirements, then the equity the account registered with. */
export const checklistItems = [...requirements, 'equity'] as const;
export type ChecklistItem = (typeof checklistItems)[number];

/** A checklist line's figures. */
export interface ChecklistFigures {
  /** Days, lots, trades, or an amount for the equity. */
  value: number;
  /** The category's minimum; `null` when the minimums could not be loaded. */
  threshold: number | null;
  /** How much is still missing, when known and not met. */
  short: number | null;
}

/** One line of the requirement checklist: the account's figure against the category's minimum (USD for the equity). */
export type ChecklistLine = ChecklistFigures & { met: boolean } & (
    | { item: Requirement }
    | {
        item: 'equity';
        /** The same figures in yen (the `…Jpy` fields), for Japanese nationals (§1). */
        yen: ChecklistFigures;
      }
  );

/**
 * The one-line answer to "why am I not eligible for a prize": a prize won (every requirement met), a prize
 * depending on unmet requirements, a rank outside the prizes with everything met, or both short.
 */
export type PrizeVerdict =
  | { kind: 'eligible' }
  | { kind: 'requirementsUnmet'; missing: MissingRequirement[] }
  | { kind: 'outsidePrizeRanks'; ranking: number }
  | { kind: 'outsidePrizeRanksAndUnmet'; ranking: number; missing: MissingRequirement[] };

export interface RequirementChecklist {
  lines: ChecklistLine[];
  verdict: PrizeVerdict;
}

/** What the checklist reads of an account's round: a race statistics entry has all of it. */
export interface ChecklistStanding extends RoundStanding {
  ranking: number;
  /** The equity at registration in USD, the unit of `registerGross`. */
  startEquity: number;
  /** The same in yen, the unit of `registerGrossJpy`. */
  startEquityJpy: number;
}

/**
 * Issue 14: the requirement checklist of an account's round, decided by the same rule as the board's prize
 * note and the poster (`prizeEligibility`), so the three always agree. The service's flags decide what is met;
 * the minimums only say by how much. An enrolled account met the equity minimum when it registered, so its
 * equity line follows the figures when both are known and is met otherwise.
 */
export function requirementChecklist(
  standing: ChecklistStanding,
  categories: readonly CategoryDetails[] | null,
): RequirementChecklist {
  const thresholds = thresholdsFor(categories, standing.tradingType);
  const input: PrizeEligibilityInput = {
    prize: standing.prizeMoney,
    met: {
      duration: standing.isMinStrategyDuration,
      volume: standing.isMinVolume,
      trades: standing.isMinTradingNum,
    },
    figures: standing,
    thresholds,
  };
  const figure: Record<Requirement, [number, number | undefined]> = {
    duration: [standing.strategyDuration, thresholds?.minStrategyDuration],
    volume: [standing.totalVolume, thresholds?.minVolume],
    trades: [standing.totalTradingNum, thresholds?.minTradingNum],
  };
  const missing = missingRequirements(input);
  const lines: ChecklistLine[] = requirements.map((requirement) => ({
    item: requirement,
    value: figure[requirement][0],
    threshold: figure[requirement][1] ?? null,
    met: input.met[requirement],
    short: missing.find((entry) => entry.requirement === requirement)?.short ?? null,
  }));
  // Met or not is decided in US dollars, the currency the service checks at registration; the yen figures
  // only say it in yen.
  const registerGross = thresholds?.registerGross ?? null;
  const equityShort = registerGross === null ? 0 : toHundredths(registerGross - standing.startEquity);
  const registerGrossJpy = thresholds?.registerGrossJpy ?? null;
  const yenShort = registerGrossJpy === null ? 0 : Math.round(registerGrossJpy - standing.startEquityJpy);
  lines.push({
    item: 'equity',
    value: standing.startEquity,
    threshold: registerGross,
    met: equityShort <= 0,
    short: equityShort > 0 ? equityShort : null,
    yen: {
      value: standing.startEquityJpy,
      threshold: registerGrossJpy,
      short: equityShort > 0 && yenShort > 0 ? yenShort : null,
    },
  });

  const decision = prizeEligibility(input);
  const verdict: PrizeVerdict =
    decision.kind === 'eligible'
      ? { kind: 'eligible' }
      : decision.kind === 'depends'
        ? { kind: 'requirementsUnmet', missing: decision.missing }
        : missing.length === 0
          ? { kind: 'outsidePrizeRanks', ranking: standing.ranking }
          : { kind: 'outsidePrizeRanksAndUnmet', ranking: standing.ranking, missing };
  return { lines, verdict };
}
