import { describe, expect, it } from 'vitest';
import type { CategoryDetails } from '../contract/contest';
import { prizeEligibility, prizesById, thresholdsFor, type PrizeEligibilityInput } from './prizeEligibility';

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
