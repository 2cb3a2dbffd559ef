import { OFFER_EVENTS, PRIZE_RANKS, TradingType, type PrizeRank, type ServerType } from '../../../contract';
import type { ContestDatabase } from '../db/database';
import { roundCents } from '../service/money';
import { localeCodes } from '../../../contract';
import { activityPeriods, carousel, footerIn, hallOfFame, termsIn } from './content';
import { legalTexts } from './legalTexts';
import { offerPeriods, offerTiers } from './offers';
import { offerRules } from './offerTexts';
import { contestantName } from './names';
import { personas } from './personas';
import { createRandom, type Random } from './prng';

export const SEED_NUMBER = 20251122;
export const DEFAULT_ACCOUNTS_PER_ROUND_AND_CATEGORY = 2000;

const DAY_MS = 86_400_000;
const ROUND_COUNT = 4;
/** Day offsets of each round from the seed day: round 1 is over, round 2 runs, rounds 3 and 4 are ahead. */
const ROUND_LAYOUT_DAYS: readonly (readonly [start: number, end: number])[] = [
  [-40, -12],
  [-10, 18],
  [20, 48],
  [50, 78],
];
const REDEMPTION_DAYS_AFTER_ROUND = 7;
const STANDARD_VOLUME = 100;

const categories = [
  {
    tradingType: TradingType.CLASSIC,
    registerGross: 500,
    maxAccountNum: 3,
    minVolume: 10,
    minTradingNum: 20,
    minStrategyDuration: 10,
  },
  {
    tradingType: TradingType.MASTER,
    registerGross: 10_000,
    maxAccountNum: 2,
    minVolume: 50,
    minTradingNum: 30,
    minStrategyDuration: 15,
  },
] as const;

/** §9 default prizes; ranks 4–5 and 6–10 complete the table. Later rounds grow by 10 % each. */
const basePrizes: Record<TradingType, Record<PrizeRank, number>> = {
  [TradingType.CLASSIC]: { rank1: 3500, rank2: 2000, rank3: 1000, rank4to5: 500, rank6to10: 200 },
  [TradingType.MASTER]: { rank1: 40_000, rank2: 15_000, rank3: 8000, rank4to5: 3000, rank6to10: 1000 },
};

export const prizeFor = (table: Record<PrizeRank, number>, ranking: number): number => {
  if (ranking === 1) return table.rank1;
  if (ranking === 2) return table.rank2;
  if (ranking === 3) return table.rank3;
  if (ranking <= 5) return table.rank4to5;
  if (ranking <= 10) return table.rank6to10;
  return 0;
};

const roundPrizes = (round: number, tradingType: TradingType, serverType: ServerType) => {
  const growth = 1 + 0.1 * (round - 1);
  // MT5 rounds draw more volume, so the broker adds a little to their pool.
  const serverBonus = serverType === 'mt5' ? 1.05 : 1;
  const base = basePrizes[tradingType];
  return Object.fromEntries(
    PRIZE_RANKS.map((rank) => [rank, Math.round(base[rank] * growth * serverBonus)]),
  ) as Record<PrizeRank, number>;
};

const contestantNationalities = ['1', '1', '1', '81', '71', '82', 'KOR', 'JPN', 'IDN'] as const;

type Contestant = {
  ownerUuid: string;
  accountId: number;
  login: string;
  fullName: string;
  nationality: string;
  serverType: ServerType;
};

type Standing = Contestant & {
  rateOfReturn: number;
  startEquity: number;
  totalInGold: number;
  totalOutGold: number;
  maxdown: number;
  strategyDuration: number;
  totalTradingNum: number;
  totalVolume: number;
};

const performance = (random: Random, contestant: Contestant, registerGross: number): Standing => ({
  ...contestant,
  rateOfReturn: roundCents(random.chance(0.35) ? -random.next() * 60 : random.next() ** 2 * 320),
  startEquity: roundCents(registerGross * (1 + random.next() * 19)),
  totalInGold: random.chance(0.2) ? roundCents(random.next() * 5000) : 0,
  totalOutGold: random.chance(0.15) ? roundCents(random.next() * 3000) : 0,
  maxdown: roundCents(random.next() * 80),
  strategyDuration: random.int(0, 28),
  totalTradingNum: random.int(0, 400),
  totalVolume: roundCents(random.next() ** 2 * 500),
});

const isoDay = (seedDay: number, offsetDays: number) => new Date(seedDay + offsetDays * DAY_MS).toISOString();

/**
 * Builds the whole data set in one transaction. `now` anchors the rounds; the same `now` and size always
 * give the same rows.
 */
export const seedDatabase = (
  db: ContestDatabase,
  options: { now: Date; accountsPerRoundAndCategory?: number },
): void => {
  const size = options.accountsPerRoundAndCategory ?? DEFAULT_ACCOUNTS_PER_ROUND_AND_CATEGORY;
  const random = createRandom(SEED_NUMBER);
  const seedDay = Math.floor(options.now.getTime() / DAY_MS) * DAY_MS;

  const insert = {
    setting: db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)'),
    round: db.prepare(
      'INSERT INTO rounds (round, start_time, end_time, standard_volume, redemption_end_time) VALUES (?, ?, ?, ?, ?)',
    ),
    category: db.prepare(
      `INSERT INTO categories (trading_type, register_gross, max_account_num, min_volume, min_trading_num, min_strategy_duration)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ),
    prize: db.prepare(
      `INSERT INTO prize_tables (round, server_type, trading_type, rank1, rank2, rank3, rank4to5, rank6to10)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    user: db.prepare(
      `INSERT INTO users (uuid, persona, description, full_name, email, nationality, user_type, switch_user, blacklist)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    account: db.prepare(
      'INSERT INTO trading_accounts (login, user_uuid, account_id, server_type, equity, enrolment_blocked) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    entry: db.prepare(
      `INSERT INTO race_entries (round, trading_type, ranking, owner_uuid, account_id, login, full_name, client_nationality,
         server_type, equity, rate_of_return, prize_money, start_equity, total_in_gold, total_out_gold, maxdown,
         strategy_duration, total_trading_num, total_volume, is_min_strategy_duration, is_min_volume, is_min_trading_num)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    failed: db.prepare(
      'INSERT INTO failed_enrolments (user_uuid, round, account_id, trading_type, equity) VALUES (?, ?, ?, ?, ?)',
    ),
    gift: db.prepare(
      'INSERT INTO gifts (round, gift_key, gift_name, gift_img, initial_stock) VALUES (?, ?, ?, ?, ?)',
    ),
    fame: db.prepare(
      `INSERT INTO hall_of_fame (position, rank, name, round, round_translate, profit_rate, profit_amount, link_kr, link_sc, link_tc)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    period: db.prepare('INSERT INTO activity_periods (activity_name, quarter, end_time) VALUES (?, ?, ?)'),
    claim: db.prepare('INSERT INTO pending_claims (user_uuid, activity_name) VALUES (?, ?)'),
    reward: db.prepare(
      `INSERT INTO rewards (user_uuid, activity_type, activity_round, activity_name, prize_type, prize_name, amount, currency, state, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    content: db.prepare('INSERT INTO site_content (key, json) VALUES (?, ?)'),
  };

  db.transaction(() => {
    for (const period of activityPeriods)
      insert.period.run(period.activityName, period.quarter, period.endTime);

    ROUND_LAYOUT_DAYS.forEach(([start, end], index) => {
      const round = index + 1;
      insert.round.run(
        round,
        isoDay(seedDay, start),
        isoDay(seedDay, end),
        STANDARD_VOLUME,
        isoDay(seedDay, end + REDEMPTION_DAYS_AFTER_ROUND),
      );
      // The stored name is the English one; the service answers each locale's name (legalTexts).
      insert.gift.run(round, 'gift1', legalTexts.en.gifts.gift1, '/event-center/gifts/backpack.webp', 300);
      insert.gift.run(round, 'gift2', legalTexts.en.gifts.gift2, '/event-center/gifts/earbuds.webp', 120);
      for (const category of categories) {
        for (const serverType of ['mt4', 'mt5'] as const) {
          const table = roundPrizes(round, category.tradingType, serverType);
          insert.prize.run(
            round,
            serverType,
            category.tradingType,
            table.rank1,
            table.rank2,
            table.rank3,
            table.rank4to5,
            table.rank6to10,
          );
        }
      }
    });

    for (const category of categories) {
      insert.category.run(
        category.tradingType,
        category.registerGross,
        category.maxAccountNum,
        category.minVolume,
        category.minTradingNum,
        category.minStrategyDuration,
      );
    }

    for (const persona of personas) {
      insert.user.run(
        persona.uuid,
        persona.name,
        persona.description,
        persona.fullName,
        persona.email,
        persona.nationality,
        persona.userType,
        persona.switchUser ? 1 : 0,
        JSON.stringify(persona.blacklist),
      );
      for (const account of persona.accounts) {
        insert.account.run(
          account.login,
          persona.uuid,
          account.accountId,
          account.serverType,
          account.equity,
          account.enrolmentBlocked ? 1 : 0,
        );
        for (const failure of account.failedEnrolments ?? []) {
          insert.failed.run(
            persona.uuid,
            failure.round,
            account.accountId,
            failure.tradingType,
            account.equity,
          );
        }
      }
      for (const activityName of persona.pendingClaims ?? []) insert.claim.run(persona.uuid, activityName);
    }

    for (const category of categories) {
      const contestants: Contestant[] = Array.from({ length: size }, (_, index) => ({
        // About one owner in five enters two accounts.
        ownerUuid: `seed-${category.tradingType}-${Math.floor(index * 0.8)}`,
        accountId: 30_000_000 + category.tradingType * 1_000_000 + index,
        login: String(60_000_000 + category.tradingType * 1_000_000 + index),
        fullName: contestantName(random),
        nationality: random.pick(contestantNationalities),
        serverType: random.chance(0.5) ? 'mt4' : 'mt5',
      }));

      for (let round = 1; round <= ROUND_COUNT; round += 1) {
        const standings = contestants
          .map((contestant) => performance(random, contestant, category.registerGross))
          .sort((a, b) => b.rateOfReturn - a.rateOfReturn);

        for (const persona of personas) {
          for (const account of persona.accounts) {
            for (const enrolment of account.enrolments ?? []) {
              if (enrolment.round !== round || enrolment.tradingType !== category.tradingType) continue;
              const position = Math.min(enrolment.ranking - 1, standings.length);
              const above = standings[position - 1]?.rateOfReturn ?? 400;
              const below = standings[position]?.rateOfReturn ?? above - 1;
              const standing = performance(
                random,
                {
                  ownerUuid: persona.uuid,
                  accountId: account.accountId,
                  login: account.login,
                  fullName: persona.fullName,
                  nationality: persona.nationality,
                  serverType: account.serverType,
                },
                category.registerGross,
              );
              standings.splice(position, 0, {
                ...standing,
                rateOfReturn: roundCents((above + below) / 2),
                startEquity: account.equity,
                totalVolume: enrolment.totalVolume,
              });
            }
          }
        }

        const prizeTables = {
          mt4: roundPrizes(round, category.tradingType, 'mt4'),
          mt5: roundPrizes(round, category.tradingType, 'mt5'),
        };
        standings.forEach((standing, index) => {
          const ranking = index + 1;
          const equity = roundCents(
            standing.startEquity * (1 + standing.rateOfReturn / 100) +
              standing.totalInGold -
              standing.totalOutGold,
          );
          insert.entry.run(
            round,
            category.tradingType,
            ranking,
            standing.ownerUuid,
            standing.accountId,
            standing.login,
            standing.fullName,
            standing.nationality,
            standing.serverType,
            Math.max(equity, 0),
            standing.rateOfReturn,
            prizeFor(prizeTables[standing.serverType], ranking),
            standing.startEquity,
            standing.totalInGold,
            standing.totalOutGold,
            standing.maxdown,
            standing.strategyDuration,
            standing.totalTradingNum,
            standing.totalVolume,
            standing.strategyDuration >= category.minStrategyDuration ? 1 : 0,
            standing.totalVolume >= category.minVolume ? 1 : 0,
            standing.totalTradingNum >= category.minTradingNum ? 1 : 0,
          );
        });
      }
    }

    hallOfFame.forEach((entry, index) =>
      insert.fame.run(
        index + 1,
        entry.rank,
        entry.name,
        entry.round,
        entry.roundTranslate,
        entry.profitRate,
        entry.profitAmount,
        entry.kr,
        entry.sc,
        entry.tc,
      ),
    );

    // Period 1 is the newest of the three the history page offers (§2), 3 the oldest.
    const historyPeriods = ['2025Q1', '2024Q4', '2024Q3'] as const;
    personas.forEach((persona) => {
      (persona.rewards ?? []).forEach((reward, index) => {
        insert.reward.run(
          persona.uuid,
          reward.activityType,
          reward.activityRound,
          historyPeriods[reward.activityRound - 1],
          reward.prizeType,
          reward.prizeName,
          reward.amount,
          reward.prizeType === 0 ? 'USD' : 'ITEM',
          reward.state,
          new Date(seedDay - (index + 1) * 3 * DAY_MS).toISOString(),
        );
      });
    });

    for (const locale of localeCodes) {
      insert.content.run(`footer:${locale}`, JSON.stringify(footerIn(locale)));
      insert.content.run(`terms:${locale}`, JSON.stringify(termsIn(locale)));
      insert.content.run(`offer_rules:${locale}`, JSON.stringify(offerRules[locale]));
    }
    const periods = offerPeriods(seedDay);
    const offers = Object.fromEntries(
      OFFER_EVENTS.map((event) => [event, { ...periods[event], ...offerTiers[event] }]),
    );
    insert.content.run('offers', JSON.stringify(offers));
    for (const persona of personas) {
      if (persona.offerProgress) {
        insert.content.run(`offer_progress:${persona.uuid}`, JSON.stringify(persona.offerProgress));
      }
    }
    insert.content.run('carousel', JSON.stringify(carousel));
    insert.setting.run('donation_amount', '128650.5');
    insert.setting.run('seed_number', String(SEED_NUMBER));
    insert.setting.run('seed_size', String(size));
    insert.setting.run('seeded_at', options.now.toISOString());
  })();
};

export const isSeeded = (db: ContestDatabase): boolean =>
  db.prepare("SELECT 1 FROM settings WHERE key = 'seeded_at'").get() !== undefined;
