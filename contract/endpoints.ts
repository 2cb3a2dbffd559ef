import type * as z from 'zod/mini';
import {
  availableRoundsResponseSchema,
  donationAmountResponseSchema,
  entryConditionResponseSchema,
  failRegisterListResponseSchema,
  hallOfFameResponseSchema,
  lastUpdatedResponseSchema,
  prizeInfoSchema,
} from './contest';
import { emptyDataSchema } from './envelope';
import { contentLocaleQuerySchema } from './locales';
import { offerOverviewQuerySchema, offerOverviewSchema } from './offers';
import {
  accountRaceQuerySchema,
  accountRaceResponseSchema,
  accountStatisticsRequestSchema,
  accountStatisticsResponseSchema,
  muDataStatisticsQuerySchema,
  muDataStatisticsResponseSchema,
  raceRankingRequestSchema,
  raceRankingResponseSchema,
  rankHistoryQuerySchema,
  rankHistoryResponseSchema,
  signLoginListResponseSchema,
  signMatchRequestSchema,
  signMatchResponseSchema,
} from './race';
import {
  addressSubmitRequestSchema,
  addressSubmitResponseSchema,
  getAddressQuerySchema,
  getAddressResponseSchema,
  redemptionPrizeInfoQuerySchema,
  redemptionPrizeInfoSchema,
} from './redemption';
import { transactionHistoryQuerySchema, transactionHistoryResponseSchema } from './rewards';
import {
  personasResponseSchema,
  sandboxClockRequestSchema,
  sandboxClockResponseSchema,
  sandboxFaultSchema,
  sandboxFaultsResponseSchema,
  sandboxSessionRequestSchema,
} from './sandbox';
import { directLoginRequestSchema, redirectResponseSchema, sessionUserSchema } from './session';
import {
  carouselResponseSchema,
  footerQuerySchema,
  footerResponseSchema,
  locationSchema,
  termsByQuarterSchema,
  traderDropdownResponseSchema,
} from './site';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * - `envelope`: the answer is `{ code, msg, data }` with `data` parsed by `response`; otherwise the answer
 *   is `response` itself (static files of `/event-center`).
 * - `session`: `required` answers a session code without a valid JSID cookie; `optional` personalises
 *   when there is one.
 */
export type EndpointDefinition = {
  method: HttpMethod;
  path: string;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  response: z.ZodMiniType;
  envelope: boolean;
  session: 'none' | 'optional' | 'required';
};

const define = <Definition extends EndpointDefinition>(definition: Definition): Definition => definition;

export const endpoints = {
  location: define({
    method: 'GET',
    path: '/api/location',
    response: locationSchema,
    envelope: true,
    session: 'none',
  }),
  getFooter: define({
    method: 'GET',
    path: '/api/dprime/getFooter',
    query: footerQuerySchema,
    response: footerResponseSchema,
    envelope: true,
    session: 'none',
  }),
  carouselFile: define({
    method: 'GET',
    path: '/event-center/carousel/carousel.json',
    response: carouselResponseSchema,
    envelope: false,
    session: 'none',
  }),
  carousel: define({
    method: 'GET',
    path: '/api/dootrader/terminal/carousel',
    response: carouselResponseSchema,
    envelope: true,
    session: 'none',
  }),
  termsByQuarter: define({
    method: 'GET',
    path: '/event-center/landing-page-tnc-by-quarter.json',
    query: contentLocaleQuerySchema,
    response: termsByQuarterSchema,
    envelope: false,
    session: 'none',
  }),
  offerOverview: define({
    method: 'GET',
    path: '/api/event/overview',
    query: offerOverviewQuerySchema,
    response: offerOverviewSchema,
    envelope: true,
    session: 'optional',
  }),
  hallOfFame: define({
    method: 'GET',
    path: '/event-center/hall-of-fame/hall-of-fame.json',
    response: hallOfFameResponseSchema,
    envelope: false,
    session: 'none',
  }),
  session: define({
    method: 'GET',
    path: '/validate/session',
    response: sessionUserSchema,
    envelope: true,
    session: 'required',
  }),
  switchUser: define({
    method: 'GET',
    path: '/validate/switchUser',
    response: sessionUserSchema,
    envelope: true,
    session: 'required',
  }),
  logout: define({
    method: 'GET',
    path: '/validate/logout',
    response: emptyDataSchema,
    envelope: true,
    session: 'optional',
  }),
  providerSession: define({
    method: 'GET',
    path: '/fxboauth/session',
    response: sessionUserSchema,
    envelope: true,
    session: 'required',
  }),
  redirect: define({
    method: 'GET',
    path: '/api/redirect',
    response: redirectResponseSchema,
    envelope: true,
    session: 'optional',
  }),
  redirectCrm: define({
    method: 'GET',
    path: '/api/redirect/crm',
    response: redirectResponseSchema,
    envelope: true,
    session: 'optional',
  }),
  clearSite: define({
    method: 'GET',
    path: '/api/clear/site',
    response: emptyDataSchema,
    envelope: true,
    session: 'none',
  }),
  traderDropdown: define({
    method: 'GET',
    path: '/api/trader/dropdown',
    response: traderDropdownResponseSchema,
    envelope: true,
    session: 'optional',
  }),
  raceRanking: define({
    method: 'POST',
    path: '/api/dootrader/terminal/raceRanking',
    body: raceRankingRequestSchema,
    response: raceRankingResponseSchema,
    envelope: true,
    session: 'none',
  }),
  signLoginList: define({
    method: 'GET',
    path: '/api/dootrader/manage/signLoginList',
    response: signLoginListResponseSchema,
    envelope: true,
    session: 'required',
  }),
  accountRace: define({
    method: 'GET',
    path: '/api/dootrader/terminal/accountRace',
    query: accountRaceQuerySchema,
    response: accountRaceResponseSchema,
    envelope: true,
    session: 'required',
  }),
  rankHistory: define({
    method: 'GET',
    path: '/api/dootrader/terminal/rankHistory',
    query: rankHistoryQuerySchema,
    response: rankHistoryResponseSchema,
    envelope: true,
    session: 'required',
  }),
  accountStatistics: define({
    method: 'POST',
    path: '/api/dootrader/race/accountStatistics',
    body: accountStatisticsRequestSchema,
    response: accountStatisticsResponseSchema,
    envelope: true,
    session: 'required',
  }),
  directLogin: define({
    method: 'POST',
    path: '/api/dootrader/user/auth/directLogin',
    body: directLoginRequestSchema,
    response: redirectResponseSchema,
    envelope: true,
    session: 'required',
  }),
  rankingPrizeInfo: define({
    method: 'GET',
    path: '/api/dootrader/terminal/rankingPrizeInfo',
    response: prizeInfoSchema,
    envelope: true,
    session: 'none',
  }),
  muDataStatistics: define({
    method: 'GET',
    path: '/api/dootrader/terminal/muDataStatistics',
    query: muDataStatisticsQuerySchema,
    response: muDataStatisticsResponseSchema,
    envelope: true,
    session: 'none',
  }),
  submitAddress: define({
    method: 'POST',
    path: '/api/dootrader/address/submitAddress',
    body: addressSubmitRequestSchema,
    response: addressSubmitResponseSchema,
    envelope: true,
    session: 'required',
  }),
  getAddress: define({
    method: 'GET',
    path: '/api/dootrader/address/getAddress',
    query: getAddressQuerySchema,
    response: getAddressResponseSchema,
    envelope: true,
    session: 'required',
  }),
  redemptionPrizeInfo: define({
    method: 'GET',
    path: '/api/dootrader/redemption/prizeInfo',
    query: redemptionPrizeInfoQuerySchema,
    response: redemptionPrizeInfoSchema,
    envelope: true,
    session: 'required',
  }),
  availableRounds: define({
    method: 'GET',
    path: '/api/dootrader/terminal/availableRounds',
    response: availableRoundsResponseSchema,
    envelope: true,
    session: 'none',
  }),
  donationAmount: define({
    method: 'GET',
    path: '/api/dootrader/terminal/donationAmount',
    response: donationAmountResponseSchema,
    envelope: true,
    session: 'none',
  }),
  rankingLastUpdatedTime: define({
    method: 'GET',
    path: '/api/dootrader/terminal/rankingLastUpdatedTime',
    response: lastUpdatedResponseSchema,
    envelope: true,
    session: 'none',
  }),
  entryCondition: define({
    method: 'GET',
    path: '/api/dootrader/terminal/entryCondition',
    response: entryConditionResponseSchema,
    envelope: true,
    session: 'none',
  }),
  failRegisterList: define({
    method: 'GET',
    path: '/api/dootrader/terminal/failRegisterList',
    response: failRegisterListResponseSchema,
    envelope: true,
    session: 'required',
  }),
  signMatch: define({
    method: 'POST',
    path: '/api/dootrader/manage/signMatch',
    body: signMatchRequestSchema,
    response: signMatchResponseSchema,
    envelope: true,
    session: 'required',
  }),
  transactionHistory: define({
    method: 'GET',
    path: '/api/rewards/transactionHistory',
    query: transactionHistoryQuerySchema,
    response: transactionHistoryResponseSchema,
    envelope: true,
    session: 'required',
  }),
} as const;

export type EndpointName = keyof typeof endpoints;

/** QA and test controls; answered only in sandbox mode (404 in production mode). */
export const sandboxEndpoints = {
  personas: define({
    method: 'GET',
    path: '/sandbox/personas',
    response: personasResponseSchema,
    envelope: true,
    session: 'none',
  }),
  createSession: define({
    method: 'POST',
    path: '/sandbox/session',
    body: sandboxSessionRequestSchema,
    response: sessionUserSchema,
    envelope: true,
    session: 'none',
  }),
  setClock: define({
    method: 'POST',
    path: '/sandbox/clock',
    body: sandboxClockRequestSchema,
    response: sandboxClockResponseSchema,
    envelope: true,
    session: 'none',
  }),
  resetClock: define({
    method: 'DELETE',
    path: '/sandbox/clock',
    response: sandboxClockResponseSchema,
    envelope: true,
    session: 'none',
  }),
  addFault: define({
    method: 'POST',
    path: '/sandbox/faults',
    body: sandboxFaultSchema,
    response: sandboxFaultsResponseSchema,
    envelope: true,
    session: 'none',
  }),
  clearFaults: define({
    method: 'DELETE',
    path: '/sandbox/faults',
    response: sandboxFaultsResponseSchema,
    envelope: true,
    session: 'none',
  }),
} as const;

/** The sign-in page (HTML, not JSON): lists personas, each button signs in and returns to `?redirect=`. */
export const SANDBOX_LOGIN_PAGE_PATH = '/sandbox/login';

/** What a call's `data` (or whole answer, for files) parses to. */
export type EndpointResponse<Name extends EndpointName> = z.output<(typeof endpoints)[Name]['response']>;
/** What the service writes for a call: the wire form, before the contract's codecs read it. */
export type EndpointWireResponse<Name extends EndpointName> = z.input<(typeof endpoints)[Name]['response']>;
