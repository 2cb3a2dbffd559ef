import { describe, expect, it } from 'vitest';
import type { CategoryDetails } from '../contract/contest';
import {
  prizeEligibility,
  prizesById,
  requirementChecklist,
  thresholdsFor,
  type PrizeEligibilityInput,
} from './prizeEligibility';

const master = { minStrategyDuration: 15, minTradingNum: 30, minVolume: 50 };
const allMet = { duration: true, volume: true, trades: true };

// cn-participant in round 2: rank 3, 11/15 days, 22/30 trades, 96.5 lots (volume met).
const cnParticipant: PrizeEligibilityInput = {
  prize: 9240,
  met: { duration: false, volume: true, trades: false },
  figures: { strategyDuration: 11, totalTradingNum: 22, totalVolume: 96.5 },
  thresholds: master,
};

describe('prizeEligibility', () => {
  it('lets a prize with every requirement met stand as it is', () => {
    expect(prizeEligibility({ ...cnParticipant, met: allMet })).toEqual({ kind: 'eligible', met: allMet });
  });

  it('makes a prize with unmet requirements depend on them, each with what is missing', () => {
    expect(prizeEligibility(cnParticipant)).toEqual({
      kind: 'depends',
      met: cnParticipant.met,
      missing: [
        { requirement: 'duration', short: 4 },
        { requirement: 'trades', short: 8 },
      ],
    });
  });

  it('lists the missing requirements in the order of the stars: duration, volume, trades', () => {
    const decision = prizeEligibility({
      ...cnParticipant,
      met: { duration: false, volume: false, trades: false },
      figures: { strategyDuration: 0, totalTradingNum: 0, totalVolume: 0 },
    });
    expect(decision.kind === 'depends' && decision.missing.map((m) => m.requirement)).toEqual([
      'duration',
      'volume',
      'trades',
    ]);
  });

  it('counts the missing volume in lots to two decimals, without float noise', () => {
    const decision = prizeEligibility({
      ...cnParticipant,
      met: { duration: true, volume: false, trades: true },
      figures: { ...cnParticipant.figures, totalVolume: 37.6 },
      thresholds: { ...master, minVolume: 50.1 },
    });
    expect(decision).toMatchObject({ kind: 'depends', missing: [{ requirement: 'volume', short: 12.5 }] });
  });

  it('still marks an unmet requirement when the minimums are unknown, without a number', () => {
    expect(prizeEligibility({ ...cnParticipant, thresholds: null })).toMatchObject({
      kind: 'depends',
      missing: [
        { requirement: 'duration', short: null },
        { requirement: 'trades', short: null },
      ],
    });
  });

  it('trusts the service’s flag when its figures already reach the minimum', () => {
    expect(
      prizeEligibility({
        ...cnParticipant,
        met: { duration: false, volume: true, trades: true },
        figures: { ...cnParticipant.figures, strategyDuration: 15 },
      }),
    ).toMatchObject({ kind: 'depends', missing: [{ requirement: 'duration', short: null }] });
  });

  it('says nothing of a prize when the rank wins none, whatever is met', () => {
    expect(prizeEligibility({ ...cnParticipant, prize: 0 })).toEqual({
      kind: 'noPrize',
      met: cnParticipant.met,
    });
    expect(prizeEligibility({ ...cnParticipant, prize: 0, met: allMet }).kind).toBe('noPrize');
  });

  it('does not share the met-flags object it was given', () => {
    const decision = prizeEligibility(cnParticipant);
    expect(decision.met).not.toBe(cnParticipant.met);
  });
});

describe('thresholdsFor', () => {
  const categories: CategoryDetails[] = [
    {
      id: 1,
      registerGross: 500,
      registerGrossJpy: 75000,
      maxAccountNum: 1,
      minVolume: 5,
      minTradingNum: 10,
      minStrategyDuration: 10,
    },
    { id: 2, registerGross: 10000, registerGrossJpy: 1500000, maxAccountNum: 1, ...master },
  ];

  it('picks the category of the trading type', () => {
    expect(thresholdsFor(categories, 2)).toMatchObject(master);
    expect(thresholdsFor(categories, 1)).toMatchObject({ minVolume: 5 });
  });

  it('is null when the categories are unknown or lack the type', () => {
    expect(thresholdsFor(null, 2)).toBeNull();
    expect(thresholdsFor(categories.slice(0, 1), 2)).toBeNull();
  });
});

describe('prizesById', () => {
  const categories: CategoryDetails[] = [
    { id: 2, registerGross: 10000, registerGrossJpy: 1500000, maxAccountNum: 2, ...master },
  ];
  const standing = {
    id: 10007,
    tradingType: 2 as const,
    prizeMoney: 9240,
    isMinStrategyDuration: false,
    isMinVolume: true,
    isMinTradingNum: false,
    strategyDuration: 11,
    totalTradingNum: 22,
    totalVolume: 96.5,
  };

  it('decides each standing by id', () => {
    const prizes = prizesById(
      [standing, { ...standing, id: 10008, isMinStrategyDuration: true, isMinTradingNum: true }],
      categories,
    );
    expect(prizes[10007]).toEqual(prizeEligibility(cnParticipant));
    expect(prizes[10008]).toEqual({ kind: 'eligible', met: allMet });
  });

  it('uses no minimums of another category', () => {
    expect(prizesById([{ ...standing, tradingType: 1 }], categories)[10007]).toMatchObject({
      missing: [
        { requirement: 'duration', short: null },
        { requirement: 'trades', short: null },
      ],
    });
  });
});

describe('requirementChecklist', () => {
  const categories: CategoryDetails[] = [
    { id: 2, registerGross: 10000, registerGrossJpy: 1500000, maxAccountNum: 2, ...master },
  ];
  // cn-participant's 8100001 in round 2, rank 3.
  const standing = {
    id: 10007,
    tradingType: 2 as const,
    ranking: 3,
    prizeMoney: 9240,
    isMinStrategyDuration: false,
    isMinVolume: true,
    isMinTradingNum: false,
    strategyDuration: 11,
    totalTradingNum: 22,
    totalVolume: 96.5,
    startEquity: 25000,
    startEquityJpy: 3_750_000,
  };

  it('gives each requirement its figure, minimum, whether met and what is missing', () => {
    expect(requirementChecklist(standing, categories).lines).toEqual([
      { item: 'duration', value: 11, threshold: 15, met: false, short: 4 },
      { item: 'volume', value: 96.5, threshold: 50, met: true, short: null },
      { item: 'trades', value: 22, threshold: 30, met: false, short: 8 },
      {
        item: 'equity',
        value: 25000,
        threshold: 10000,
        met: true,
        short: null,
        yen: { value: 3_750_000, threshold: 1_500_000, short: null },
      },
    ]);
  });

  it('answers why, agreeing with the prize note: a prize that depends on the unmet requirements', () => {
    const { verdict } = requirementChecklist(standing, categories);
    const decision = prizesById([standing], categories)[10007];
    expect(verdict).toEqual({
      kind: 'requirementsUnmet',
      missing: decision?.kind === 'depends' && decision.missing,
    });
  });

  it('answers eligible, outside the prize ranks, or both outside and short', () => {
    const allMetStanding = { ...standing, isMinStrategyDuration: true, isMinTradingNum: true };
    expect(requirementChecklist(allMetStanding, categories).verdict).toEqual({ kind: 'eligible' });
    expect(
      requirementChecklist({ ...allMetStanding, ranking: 57, prizeMoney: 0 }, categories).verdict,
    ).toEqual({
      kind: 'outsidePrizeRanks',
      ranking: 57,
    });
    expect(
      requirementChecklist({ ...standing, ranking: 57, prizeMoney: 0 }, categories).verdict,
    ).toMatchObject({
      kind: 'outsidePrizeRanksAndUnmet',
      ranking: 57,
      missing: [
        { requirement: 'duration', short: 4 },
        { requirement: 'trades', short: 8 },
      ],
    });
  });

  it('keeps the lines without minimums when they are unknown, and no number of what is missing', () => {
    const { lines } = requirementChecklist(standing, null);
    expect(lines.map(({ threshold, short }) => [threshold, short])).toEqual([
      [null, null],
      [null, null],
      [null, null],
      [null, null],
    ]);
    expect(lines.map((line) => line.met)).toEqual([false, true, false, true]);
  });

  it('says how much equity is missing when the figure is below the minimum, in dollars and in yen', () => {
    const below = { ...standing, startEquity: 9800.5, startEquityJpy: 1_470_075 };
    expect(requirementChecklist(below, categories).lines[3]).toEqual({
      item: 'equity',
      value: 9800.5,
      threshold: 10000,
      met: false,
      short: 199.5,
      yen: { value: 1_470_075, threshold: 1_500_000, short: 29_925 },
    });
  });

  it('decides the equity in dollars: a yen figure past the minimum does not make it met', () => {
    // The rate of the day may put the yen figure over the yen minimum while the dollars fall short.
    const line = requirementChecklist(
      { ...standing, startEquity: 9900, startEquityJpy: 1_500_100 },
      categories,
    ).lines[3]!;
    expect(line).toMatchObject({ met: false, short: 100, yen: { short: null } });
  });
});
