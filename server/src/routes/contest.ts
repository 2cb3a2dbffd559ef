import type { Hono } from 'hono';
import {
  PRIZE_RANKS,
  roundPrizeKey,
  TradingType,
  type CategoryDetails,
  type PrizeInfo,
  type PrizeTable,
  type ServerPrizes,
  type ServerType,
} from '../../../contract';
import { answer, lastRankingUpdate, type Service } from '../service/context';
import { toJpy } from '../service/money';
import { contestRounds, finalizedRounds, listRounds, roundDetails } from '../service/rounds';

type PrizeRow = {
  round: number;
  server_type: ServerType;
  trading_type: TradingType;
  rank1: number;
  rank2: number;
  rank3: number;
  rank4to5: number;
  rank6to10: number;
};

const toPrizeTable = (row: PrizeRow): PrizeTable => {
  const table = { rank1: 0, rank2: 0, rank3: 0, rank4to5: 0, rank6to10: 0 } as PrizeTable;
  for (const rank of PRIZE_RANKS) {
    table[rank] = row[rank];
    table[`${rank}Jpy`] = toJpy(row[rank]);
  }
  return table;
};

export const mountContestRoutes = (app: Hono, { db, clock, sessions }: Service): void => {
  answer(app, 'availableRounds', () => {
    const now = clock.now();
    const rounds = listRounds(db);
    return {
      rounds: contestRounds(rounds, now),
      roundDetails: roundDetails(rounds, now),
      finalizedRounds: finalizedRounds(rounds, now),
    };
  });

  const prizes = db.prepare<[], PrizeRow>('SELECT * FROM prize_tables ORDER BY round');
  answer(app, 'rankingPrizeInfo', () => {
    const info: PrizeInfo = {};
    const byRound = new Map<number, PrizeRow[]>();
    for (const row of prizes.all()) byRound.set(row.round, [...(byRound.get(row.round) ?? []), row]);
    for (const [round, rows] of byRound) {
      const find = (serverType: ServerType, tradingType: TradingType) => {
        const row = rows.find(
          (candidate) => candidate.server_type === serverType && candidate.trading_type === tradingType,
        );
        if (!row) throw new Error(`prize table missing for round ${round} ${serverType} ${tradingType}`);
        return toPrizeTable(row);
      };
      const serverPrizes: ServerPrizes = {
        mt4: { classic: find('mt4', TradingType.CLASSIC), master: find('mt4', TradingType.MASTER) },
        mt5: { classic: find('mt5', TradingType.CLASSIC), master: find('mt5', TradingType.MASTER) },
      };
      info[roundPrizeKey(round)] = serverPrizes;
    }
    return info;
  });

  const donation = db.prepare<[], { value: string }>(
    "SELECT value FROM settings WHERE key = 'donation_amount'",
  );
  answer(app, 'donationAmount', () => {
    const donationAmount = Number(donation.get()?.value ?? 0);
    return { donationAmount, donationAmountJpy: toJpy(donationAmount) };
  });

  answer(app, 'rankingLastUpdatedTime', () => ({
    lastUpdatedTime: lastRankingUpdate(clock.now()).toISOString(),
    timeZone: 'UTC+0',
  }));

  const categories = db.prepare<
    [],
    {
      trading_type: TradingType;
      register_gross: number;
      max_account_num: number;
      min_volume: number;
      min_trading_num: number;
      min_strategy_duration: number;
    }
  >('SELECT * FROM categories ORDER BY trading_type');
  answer(app, 'entryCondition', () =>
    categories.all().map((row): CategoryDetails => ({
      id: row.trading_type,
      registerGross: row.register_gross,
      registerGrossJpy: toJpy(row.register_gross),
      maxAccountNum: row.max_account_num,
      minVolume: row.min_volume,
      minTradingNum: row.min_trading_num,
      minStrategyDuration: row.min_strategy_duration,
    })),
  );

  const failed = db.prepare<
    [string],
    { user_uuid: string; account_id: number; trading_type: TradingType; equity: number }
  >('SELECT * FROM failed_enrolments WHERE user_uuid = ? ORDER BY round, account_id');
  answer(app, 'failRegisterList', (c) => {
    const { user } = sessions.require(c);
    return failed.all(user.uuid).map((row) => ({
      uuid: row.user_uuid,
      accountId: row.account_id,
      tradingType: row.trading_type,
      equityJpy: toJpy(row.equity),
    }));
  });
};
