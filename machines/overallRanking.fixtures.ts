import type { RankingRecord } from '../contract/race';

const names = ['王芳', '강지민', '王小明', 'Maria Santos', '<img src=x onerror=alert(1)>', 'สมชาย ใจดี'];

/**
 * The first ranks of a round in one category, with the participant's own account (20100001) third.
 * Against the Master minimums (15 days, 30 trades), ranks 2, 4 and 6 lack days and rank 5 trades.
 */
export const rankingRecordsSample: RankingRecord[] = names.map((fullName, index) => ({
  id: 10005 + index,
  ranking: index + 1,
  tradingType: 2,
  clientNationality: '1',
  fullName,
  accountId: index === 2 ? 20100001 : 32001908 + index,
  maskAccountId: index === 2 ? '201******' : '320******',
  serverType: index % 2 ? 'mt5' : 'mt4',
  equity: 396007.62 - index * 40000,
  equityJpy: 59401143 - index * 6000000,
  rateOfReturn: 319.93 - index * 3.1,
  prizeMoney: [44000, 16500, 9240, 4000, 4000, 1500][index]!,
  prizeMoneyJpy: [6600000, 2475000, 1386000, 600000, 600000, 225000][index]!,
  startEquity: 94304.82,
  startEquityJpy: 14145723,
  totalInGold: 2890.14,
  totalInGoldJpy: 433521,
  totalOutGold: 2896.75,
  totalOutGoldJpy: 434513,
  maxdown: 57.79 - index,
  isMinStrategyDuration: index % 2 === 0,
  isMinVolume: true,
  isMinTradingNum: index !== 4,
  strategyDuration: index % 2 ? 12 - index : 27 - index,
  totalTradingNum: index === 4 ? 22 : 183 + index * 7,
  totalVolume: 104.83 - index * 4.5,
}));
