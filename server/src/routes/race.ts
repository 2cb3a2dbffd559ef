import type { Hono } from 'hono';
import {
  accountRaceQuerySchema,
  accountStatisticsRequestSchema,
  ActivityKey,
  BusinessCode,
  muDataStatisticsQuerySchema,
  Nationality,
  raceRankingRequestSchema,
  rankHistoryQuerySchema,
  signMatchRequestSchema,
  type ServerType,
  type TradingType,
} from '../../../contract';
import { answer, lastRankingUpdate, type Service } from '../service/context';
import { parseBody, parseQuery, ServiceError } from '../service/errors';
import { roundCents } from '../service/money';
import { createRankHistoryStore } from '../service/rankHistory';
import { toRaceStatisticsEntry, toRankingRecord, type RaceEntryRow } from '../service/raceEntries';
import { currentRound, findRound, hasEnded, hasStarted, listRounds } from '../service/rounds';

/** Nationalities that may enter the contest: the §2 Doo Trader regions plus Japan and Indonesia (§4). */
const CONTEST_NATIONALITIES: ReadonlySet<string> = new Set([
  Nationality.CHINA,
  Nationality.HONG_KONG,
  Nationality.TAIWAN,
  Nationality.MACAU,
  Nationality.KOREA,
  Nationality.JAPAN,
  Nationality.JAPAN_SHORT,
  Nationality.INDONESIA,
]);

type TradingAccountRow = {
  login: string;
  user_uuid: string;
  account_id: number;
  server_type: ServerType;
  equity: number;
  enrolment_blocked: number;
};

type CategoryRow = { trading_type: TradingType; register_gross: number; max_account_num: number };

export const mountRaceRoutes = (app: Hono, { db, clock, sessions }: Service): void => {
  const statements = {
    // Rankings are dense within a round and category, so a page is a ranking range: no OFFSET scan.
    page: db.prepare<[number, number, number, number], RaceEntryRow>(
      `SELECT * FROM race_entries WHERE round = ? AND trading_type = ? AND ranking > ? ORDER BY ranking LIMIT ?`,
    ),
    total: db.prepare<[number, number], { total: number | null }>(
      'SELECT MAX(ranking) AS total FROM race_entries WHERE round = ? AND trading_type = ?',
    ),
    search: db.prepare<[number, number, number], RaceEntryRow>(
      'SELECT * FROM race_entries WHERE account_id = ? AND round = ? AND trading_type = ?',
    ),
    ownerAccounts: db.prepare<[string], { account_id: number; login: string }>(
      'SELECT DISTINCT account_id, login FROM race_entries WHERE owner_uuid = ? ORDER BY account_id',
    ),
    ownerEntry: db.prepare<[string, string, number], RaceEntryRow>(
      'SELECT * FROM race_entries WHERE owner_uuid = ? AND login = ? AND round = ?',
    ),
    accountHistory: db.prepare<[number, string], RaceEntryRow>(
      'SELECT * FROM race_entries WHERE account_id = ? AND owner_uuid = ? ORDER BY round',
    ),
    statistics: db.prepare<
      [number, number],
      {
        participants: number;
        accounts: number;
        qualified: number | null;
        volume: number | null;
        trades: number | null;
        average_return: number | null;
      }
    >(
      `SELECT COUNT(DISTINCT owner_uuid) AS participants, COUNT(*) AS accounts,
         SUM(is_min_strategy_duration * is_min_volume * is_min_trading_num) AS qualified,
         SUM(total_volume) AS volume, SUM(total_trading_num) AS trades, AVG(rate_of_return) AS average_return
       FROM race_entries WHERE round = ? AND trading_type = ?`,
    ),
    tradingAccount: db.prepare<[string], TradingAccountRow>('SELECT * FROM trading_accounts WHERE login = ?'),
    category: db.prepare<[number], CategoryRow>('SELECT * FROM categories WHERE trading_type = ?'),
    enrolment: db.prepare<[number, number], { id: number }>(
      'SELECT id FROM race_entries WHERE round = ? AND account_id = ?',
    ),
    enrolledCount: db.prepare<[string, number, number], { count: number }>(
      'SELECT COUNT(*) AS count FROM race_entries WHERE owner_uuid = ? AND round = ? AND trading_type = ?',
    ),
    enrol: db.prepare(
      `INSERT INTO race_entries (round, trading_type, ranking, owner_uuid, account_id, login, full_name, client_nationality,
         server_type, equity, rate_of_return, prize_money, start_equity, total_in_gold, total_out_gold, maxdown,
         strategy_duration, total_trading_num, total_volume, is_min_strategy_duration, is_min_volume, is_min_trading_num)
       SELECT ?, ?, COALESCE(MAX(ranking), 0) + 1, ?, ?, ?, ?, ?, ?, ?, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, 0
       FROM race_entries WHERE round = ? AND trading_type = ?`,
    ),
    clearFailure: db.prepare('DELETE FROM failed_enrolments WHERE round = ? AND account_id = ?'),
  };

  answer(app, 'raceRanking', async (c) => {
    const request = await parseBody(c, raceRankingRequestSchema);
    const round = findRound(db, request.competitionRounds);
    // A round that has not started has no standings yet.
    if (!hasStarted(round, clock.now())) return { records: [], total: 0 };
    const offset = (request.page - 1) * request.pagesize;
    if (request.accountId !== undefined) {
      const matches = statements.search.all(request.accountId, round.round, request.tradingType);
      return {
        records: matches.slice(offset, offset + request.pagesize).map(toRankingRecord),
        total: matches.length,
      };
    }
    return {
      records: statements.page
        .all(round.round, request.tradingType, offset, request.pagesize)
        .map(toRankingRecord),
      total: statements.total.get(round.round, request.tradingType)?.total ?? 0,
    };
  });

  answer(app, 'signLoginList', (c) => {
    const { user } = sessions.require(c);
    return statements.ownerAccounts
      .all(user.uuid)
      .map((row) => ({ accountId: row.account_id, login: row.login }));
  });

  answer(app, 'accountRace', (c) => {
    const { user } = sessions.require(c);
    const query = parseQuery(c, accountRaceQuerySchema);
    const round = query.competitionRounds ?? currentRound(listRounds(db), clock.now()).round;
    const entry = statements.ownerEntry.get(user.uuid, query.login, round);
    if (!entry) {
      throw new ServiceError(
        BusinessCode.NO_APPLY_RECORD,
        `No enrolment of ${query.login} in round ${round}`,
      );
    }
    return { ...toRaceStatisticsEntry(entry), login: entry.login, serverType: entry.server_type };
  });

  const rankHistory = createRankHistoryStore(db);
  answer(app, 'rankHistory', (c) => {
    const { user } = sessions.require(c);
    const query = parseQuery(c, rankHistoryQuerySchema);
    const round = findRound(db, query.competitionRounds);
    const entry = statements.ownerEntry.get(user.uuid, query.login, round.round);
    if (!entry) {
      throw new ServiceError(
        BusinessCode.NO_APPLY_RECORD,
        `No enrolment of ${query.login} in round ${round.round}`,
      );
    }
    return {
      accountId: entry.account_id,
      competitionRounds: round.round,
      tradingType: entry.trading_type,
      snapshots: rankHistory.read(round, entry, clock.now()),
    };
  });

  answer(app, 'accountStatistics', async (c) => {
    const { user } = sessions.require(c);
    const request = await parseBody(c, accountStatisticsRequestSchema);
    if (request.uuid !== user.uuid) {
      throw new ServiceError(BusinessCode.FORBIDDEN, 'The uuid does not belong to the signed-in user');
    }
    const history = statements.accountHistory.all(request.accountId, user.uuid);
    if (history.length === 0) {
      throw new ServiceError(BusinessCode.NO_APPLY_RECORD, `No enrolment of account ${request.accountId}`);
    }
    return { fullName: user.full_name, raceStatisticsList: history.map(toRaceStatisticsEntry) };
  });

  answer(app, 'muDataStatistics', (c) => {
    const query = parseQuery(c, muDataStatisticsQuerySchema);
    const round = findRound(db, query.competitionRounds);
    const now = clock.now();
    const figures = statements.statistics.get(round.round, query.tradingType);
    if (!hasStarted(round, now) || !figures || figures.accounts === 0) {
      throw new ServiceError(
        BusinessCode.USER_COUNT_INFO_NULL,
        `No participation figures for round ${round.round} yet`,
      );
    }
    return {
      competitionRounds: round.round,
      tradingType: query.tradingType,
      participantCount: figures.participants,
      accountCount: figures.accounts,
      qualifiedAccountCount: figures.qualified ?? 0,
      totalVolume: roundCents(figures.volume ?? 0),
      totalTradingNum: figures.trades ?? 0,
      averageRateOfReturn: roundCents(figures.average_return ?? 0),
      updatedAt: lastRankingUpdate(now).toISOString(),
    };
  });

  /** Manual registration (§4) with the §5 entry requirements and the §8 codes, checked in this order. */
  const enrol = db.transaction(
    (
      userUuid: string,
      fullName: string,
      nationality: string,
      request: {
        login: string;
        tradingType: TradingType;
      },
    ) => {
      const account = statements.tradingAccount.get(request.login);
      if (!account || account.user_uuid !== userUuid) {
        throw new ServiceError(
          BusinessCode.ACCOUNT_NOT_FOUND,
          `Account ${request.login} does not belong to this user`,
        );
      }
      if (account.enrolment_blocked === 1) {
        throw new ServiceError(
          BusinessCode.BLACKLIST_UNAVAILABLE_FOR_ENROLMENT,
          `Account ${request.login} is on the enrolment blacklist`,
        );
      }
      const round = currentRound(listRounds(db), clock.now());
      if (hasEnded(round, clock.now())) {
        throw new ServiceError(BusinessCode.ENROLMENT_CLOSED, 'The contest has ended; enrolment is closed');
      }
      if (statements.enrolment.get(round.round, account.account_id)) {
        throw new ServiceError(
          BusinessCode.ACCOUNT_ALREADY_ENROLLED,
          `Account ${request.login} is already in round ${round.round}`,
        );
      }
      const category = statements.category.get(request.tradingType);
      if (!category) throw new ServiceError(BusinessCode.INVALID_REQUEST, 'Unknown trading type');
      const enrolled = statements.enrolledCount.get(userUuid, round.round, request.tradingType)?.count ?? 0;
      if (enrolled >= category.max_account_num) {
        throw new ServiceError(
          BusinessCode.MAX_ACCOUNTS_REACHED,
          `At most ${category.max_account_num} accounts per participant in this category`,
        );
      }
      if (account.equity < category.register_gross) {
        throw new ServiceError(
          BusinessCode.NET_WORTH_NOT_UP_TO_STANDARD,
          `Equity ${account.equity} is below the minimum ${category.register_gross}`,
        );
      }
      const inserted = statements.enrol.run(
        round.round,
        request.tradingType,
        userUuid,
        account.account_id,
        account.login,
        fullName,
        nationality,
        account.server_type,
        account.equity,
        account.equity,
        round.round,
        request.tradingType,
      );
      statements.clearFailure.run(round.round, account.account_id);
      const entry = statements.ownerEntry.get(userUuid, account.login, round.round);
      if (entry) rankHistory.recordEnrolment(round, entry, clock.now());
      return {
        id: Number(inserted.lastInsertRowid),
        accountId: account.account_id,
        competitionRounds: round.round,
      };
    },
  );

  answer(app, 'signMatch', async (c) => {
    const active = sessions.require(c);
    const request = await parseBody(c, signMatchRequestSchema);
    const { user } = active;
    if (request.uuid !== user.uuid) {
      throw new ServiceError(BusinessCode.FORBIDDEN, 'The uuid does not belong to the signed-in user');
    }
    if (!CONTEST_NATIONALITIES.has(user.nationality)) {
      throw new ServiceError(BusinessCode.NATIONALITY_NOT_ELIGIBLE, 'The contest is not open to this region');
    }
    if (active.blacklist.includes(ActivityKey.DOO_TRADER)) {
      throw new ServiceError(BusinessCode.USER_BLACKLISTED, 'The user is blacklisted from the contest');
    }
    return enrol(user.uuid, user.full_name, user.nationality, request);
  });
};
