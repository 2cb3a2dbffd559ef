import type { Hono } from 'hono';
import {
  answeredLocale,
  BusinessCode,
  REWARD_STATUS_BY_ROLE,
  rewardStateFromStatus,
  transactionHistoryQuerySchema,
  type EventType,
  type PrizeType,
  type RewardState,
} from '../../../contract';
import { legalTexts } from '../seed/legalTexts';
import { answer, type Service } from '../service/context';
import { parseQuery, ServiceError } from '../service/errors';

type RewardRow = {
  id: number;
  activity_type: EventType;
  activity_round: number;
  activity_name: string;
  prize_type: PrizeType;
  prize_name: string;
  amount: number;
  currency: string;
  state: RewardState;
  created_at: string;
};

const DEFAULT_PAGE_SIZE = 10;

export const mountRewardRoutes = (app: Hono, { db, sessions }: Service): void => {
  // NULL parameters mean "no filter" for prize, state and period.
  const filter = `FROM rewards WHERE user_uuid = :user AND activity_type = :type
    AND (:prize IS NULL OR prize_type = :prize) AND (:state IS NULL OR state = :state)
    AND (:period IS NULL OR activity_round = :period)`;
  const page = db.prepare<Record<string, unknown>, RewardRow>(
    `SELECT * ${filter} ORDER BY created_at DESC, id DESC LIMIT :limit OFFSET :offset`,
  );
  const count = db.prepare<Record<string, unknown>, { total: number }>(`SELECT COUNT(*) AS total ${filter}`);

  answer(app, 'transactionHistory', (c) => {
    const { user, session } = sessions.require(c);
    const query = parseQuery(c, transactionHistoryQuerySchema);
    const role = session.user_type;
    const state = query.status === undefined ? null : rewardStateFromStatus(role, query.status);
    if (state === undefined) {
      throw new ServiceError(BusinessCode.INVALID_REQUEST, `Unknown status ${query.status} for ${role}`, {
        errorDescription: 'invalidStatus',
      });
    }
    // §6: an IB's history only ever holds IB season rewards.
    const activityType: EventType = role === 'crm_ib' ? 'ib_season' : query.activityType;
    const pagesize = query.pagesize ?? DEFAULT_PAGE_SIZE;
    const params = {
      user: user.uuid,
      type: activityType,
      prize: query.prize ?? null,
      state,
      period: query.activityRound ?? null,
    };
    const total = count.get(params)?.total ?? 0;
    if (total === 0 && role === 'crm_ib') {
      throw new ServiceError(BusinessCode.IB_RECORD_EMPTY, 'IB record is empty');
    }
    const rows = page.all({ ...params, limit: pagesize, offset: ((query.page ?? 1) - 1) * pagesize });
    // Rewards are stored with their English name; the reader's locale names them, and says so. A product
    // keeps its own name, marked as the English it is stored in.
    const locale = answeredLocale(query.lang);
    const names: Record<string, string> = legalTexts[locale].prizes;
    return {
      total,
      records: rows.map((row) => ({
        id: row.id,
        activityType: row.activity_type,
        activityName: row.activity_name,
        activityRound: row.activity_round,
        prizeType: row.prize_type,
        prizeName: names[row.prize_name] ?? row.prize_name,
        lang: names[row.prize_name] === undefined ? 'en' : locale,
        amount: row.amount,
        currency: row.currency,
        status: REWARD_STATUS_BY_ROLE[role][row.state],
        createTime: row.created_at,
      })),
    };
  });
};
