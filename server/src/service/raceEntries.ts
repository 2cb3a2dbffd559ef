import type {
  RaceStatisticsEntryWire as RaceStatisticsEntry,
  RankingRecordWire as RankingRecord,
  ServerType,
  TradingType,
} from '../../../contract';
import { toJpy } from './money';

export type RaceEntryRow = {
  id: number;
  round: number;
  trading_type: TradingType;
  ranking: number;
  owner_uuid: string;
  account_id: number;
  login: string;
  full_name: string;
  client_nationality: string;
  server_type: ServerType;
  equity: number;
  rate_of_return: number;
  prize_money: number;
  start_equity: number;
  total_in_gold: number;
  total_out_gold: number;
  maxdown: number;
  strategy_duration: number;
  total_trading_num: number;
  total_volume: number;
  is_min_strategy_duration: 0 | 1;
  is_min_volume: 0 | 1;
  is_min_trading_num: 0 | 1;
};

/** §9 account masking: the first 3 characters, then six stars. */
export const maskAccountId = (accountId: number): string => `${String(accountId).slice(0, 3)}******`;

export const toRankingRecord = (row: RaceEntryRow): RankingRecord => ({
  id: row.id,
  ranking: row.ranking,
  tradingType: row.trading_type,
  clientNationality: row.client_nationality,
  fullName: row.full_name,
  accountId: row.account_id,
  maskAccountId: maskAccountId(row.account_id),
  serverType: row.server_type,
  equity: row.equity,
  equityJpy: toJpy(row.equity),
  rateOfReturn: row.rate_of_return,
  prizeMoney: row.prize_money,
  prizeMoneyJpy: toJpy(row.prize_money),
  startEquity: row.start_equity,
  startEquityJpy: toJpy(row.start_equity),
  totalInGold: row.total_in_gold,
  totalInGoldJpy: toJpy(row.total_in_gold),
  totalOutGold: row.total_out_gold,
  totalOutGoldJpy: toJpy(row.total_out_gold),
  maxdown: row.maxdown,
  isMinStrategyDuration: row.is_min_strategy_duration,
  isMinVolume: row.is_min_volume,
  isMinTradingNum: row.is_min_trading_num,
  strategyDuration: row.strategy_duration,
  totalTradingNum: row.total_trading_num,
  totalVolume: row.total_volume,
});

export const toRaceStatisticsEntry = (row: RaceEntryRow): RaceStatisticsEntry => ({
  id: row.id,
  accountId: row.account_id,
  fullName: row.full_name,
  competitionRounds: row.round,
  tradingType: row.trading_type,
  ranking: row.ranking,
  strategyDuration: row.strategy_duration,
  totalTradingNum: row.total_trading_num,
  totalVolume: row.total_volume,
  rateOfReturn: row.rate_of_return,
  maxdown: row.maxdown,
  startEquity: row.start_equity,
  startEquityJpy: toJpy(row.start_equity),
  equityJpy: toJpy(row.equity),
  totalInGoldJpy: toJpy(row.total_in_gold),
  totalOutGoldJpy: toJpy(row.total_out_gold),
  prizeMoney: row.prize_money,
  prizeMoneyJpy: toJpy(row.prize_money),
  serverType: row.server_type,
  isMinStrategyDuration: row.is_min_strategy_duration,
  isMinVolume: row.is_min_volume,
  isMinTradingNum: row.is_min_trading_num,
});
