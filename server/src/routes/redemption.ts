import type { Hono } from 'hono';
import {
  addressSubmitRequestSchema,
  answeredLocale,
  BusinessCode,
  getAddressQuerySchema,
  redemptionPrizeInfoQuerySchema,
  type AreaCode,
  type GiftWire as Gift,
  type RedemptionPrizeInfoWire as RedemptionPrizeInfo,
} from '../../../contract';
import type { ContestDatabase } from '../db/database';
import { answer, type Service } from '../service/context';
import { parseBody, parseQuery, ServiceError } from '../service/errors';
import { roundCents } from '../service/money';
import { legalTexts } from '../seed/legalTexts';
import { currentRound, findRound, listRounds, type RoundRow } from '../service/rounds';

type GiftRow = { gift_key: string; gift_name: string; gift_img: string; remaining: number };
type AddressRow = {
  receive_name: string;
  receive_area_code: AreaCode;
  receive_contact: string;
  receive_address: string;
  tracking_number: string;
  created_at: string;
};

const createRedemptionQueries = (db: ContestDatabase) => ({
  participation: db.prepare<[string, number], { entries: number; volume: number | null }>(
    'SELECT COUNT(*) AS entries, SUM(total_volume) AS volume FROM race_entries WHERE owner_uuid = ? AND round = ?',
  ),
  gifts: db.prepare<[number], GiftRow>(
    `SELECT g.gift_key, g.gift_name, g.gift_img,
       g.initial_stock - (SELECT COUNT(*) FROM addresses a WHERE a.round = g.round AND a.gift_key = g.gift_key) AS remaining
     FROM gifts g WHERE g.round = ? ORDER BY g.gift_key`,
  ),
  address: db.prepare<[string, number], AddressRow>(
    'SELECT * FROM addresses WHERE user_uuid = ? AND round = ?',
  ),
  insertAddress: db.prepare(
    `INSERT INTO addresses (user_uuid, round, gift_key, receive_name, receive_area_code, receive_contact, receive_address, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ),
});

type RedemptionState = RedemptionPrizeInfo & { giftRows: GiftRow[] };

/** §3/§4 redemption figures of one participant in one round; a non-participant has no apply record. */
const redemptionState = (
  queries: ReturnType<typeof createRedemptionQueries>,
  userUuid: string,
  round: RoundRow,
  now: Date,
): RedemptionState => {
  const participation = queries.participation.get(userUuid, round.round);
  if (!participation || participation.entries === 0) {
    throw new ServiceError(BusinessCode.NO_APPLY_RECORD, `No enrolment in round ${round.round}`);
  }
  const giftRows = queries.gifts.all(round.round);
  const totalVolume = roundCents(participation.volume ?? 0);
  const gifts: Record<string, Gift> = Object.fromEntries(
    giftRows.map((row) => [
      row.gift_key,
      { giftName: row.gift_name, giftImg: row.gift_img, stock: row.remaining },
    ]),
  );
  return {
    gifts,
    giftRows,
    isFullyRedeem: giftRows.every((row) => row.remaining <= 0) ? 1 : 0,
    isEndExchange: now.getTime() >= Date.parse(round.redemption_end_time) ? 1 : 0,
    isReach: totalVolume >= round.standard_volume ? 1 : 0,
    isSubmit: queries.address.get(userUuid, round.round) ? 1 : 0,
    standardVolume: round.standard_volume,
    totalVolume,
    resetTime: round.redemption_end_time,
  };
};

export const mountRedemptionRoutes = (app: Hono, { db, clock, sessions }: Service): void => {
  const queries = createRedemptionQueries(db);

  answer(app, 'redemptionPrizeInfo', (c) => {
    const { user } = sessions.require(c);
    const { round, lang } = parseQuery(c, redemptionPrizeInfoQuerySchema);
    const { giftRows: _giftRows, ...info } = redemptionState(
      queries,
      user.uuid,
      findRound(db, round),
      clock.now(),
    );
    // Gifts are stored by key with their English name; the reader's locale names them, and says so. A gift
    // the locale does not name keeps its stored name, in English.
    const locale = answeredLocale(lang);
    const names: Record<string, string> = legalTexts[locale].gifts;
    const gifts = Object.fromEntries(
      Object.entries(info.gifts).map(([key, gift]) => {
        const name = names[key];
        return [
          key,
          name === undefined ? { ...gift, lang: 'en' } : { ...gift, giftName: name, lang: locale },
        ];
      }),
    );
    return { ...info, gifts };
  });

  const submit = db.transaction(
    (
      userUuid: string,
      round: RoundRow,
      fields: {
        receiveName: string;
        receiveAreaCode: AreaCode;
        receiveContact: string;
        receiveAddress: string;
      },
    ) => {
      const now = clock.now();
      const state = redemptionState(queries, userUuid, round, now);
      if (state.isSubmit) {
        throw new ServiceError(
          BusinessCode.ADDRESS_ALREADY_SUBMITTED,
          `An address was already submitted for round ${round.round}`,
        );
      }
      if (state.isEndExchange)
        throw new ServiceError(BusinessCode.REDEMPTION_ENDED, 'The redemption period has ended');
      const gift = state.giftRows.find((row) => row.remaining > 0);
      if (!gift) throw new ServiceError(BusinessCode.REDEMPTION_ENDED, 'All gifts have been redeemed');
      if (!state.isReach) {
        throw new ServiceError(
          BusinessCode.REDEMPTION_TARGET_NOT_REACHED,
          `Trading volume ${state.totalVolume} has not reached ${state.standardVolume}`,
        );
      }
      const inserted = queries.insertAddress.run(
        userUuid,
        round.round,
        gift.gift_key,
        fields.receiveName,
        fields.receiveAreaCode,
        fields.receiveContact,
        fields.receiveAddress,
        now.toISOString(),
      );
      return { id: Number(inserted.lastInsertRowid), competitionRounds: round.round };
    },
  );

  answer(app, 'submitAddress', async (c) => {
    const { user } = sessions.require(c);
    const request = await parseBody(c, addressSubmitRequestSchema);
    const round =
      request.competitionRounds === undefined
        ? currentRound(listRounds(db), clock.now())
        : findRound(db, request.competitionRounds);
    return submit(user.uuid, round, request);
  });

  answer(app, 'getAddress', (c) => {
    const { user } = sessions.require(c);
    const { competitionRounds } = parseQuery(c, getAddressQuerySchema);
    const row = queries.address.get(user.uuid, findRound(db, competitionRounds).round);
    if (!row) return null;
    return {
      receiveName: row.receive_name,
      receivePhoneCode: row.receive_area_code,
      receiveContact: row.receive_contact,
      receiveAddress: row.receive_address,
      trackingNumber: row.tracking_number,
      createTime: row.created_at,
    };
  });
};
