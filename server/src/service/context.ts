import type { Context, Hono } from 'hono';
import { endpoints, type EndpointName, type EndpointWireResponse } from '../../../contract';
import type { ContestDatabase } from '../db/database';
import type { ServiceClock } from './clock';
import type { SessionStore } from './sessions';

/** Addresses of the broker's other systems that redirect calls point at. */
export type ExternalUrls = {
  userCenter: string;
  crm: string;
  japanProvider: string;
};

export const defaultExternalUrls: ExternalUrls = {
  userCenter: 'https://my.example.com/user-center',
  crm: 'https://crm.example.com/',
  japanProvider: 'https://jp-provider.example.com',
};

export type Service = {
  db: ContestDatabase;
  clock: ServiceClock;
  sessions: SessionStore;
  externalUrls: ExternalUrls;
};

type Handler<Name extends EndpointName> = (
  c: Context,
) => EndpointWireResponse<Name> | Promise<EndpointWireResponse<Name>>;

/**
 * Answers one contract call at the method and path the contract gives it: the handler's data in a success
 * envelope, or as the whole body for file endpoints. Failures are thrown as `ServiceError`.
 */
export const answer = <Name extends EndpointName>(app: Hono, name: Name, handler: Handler<Name>): void => {
  const endpoint = endpoints[name];
  app.on(endpoint.method, endpoint.path, async (c) => {
    const data: unknown = await handler(c);
    return c.json((endpoint.envelope ? { code: 0, msg: 'success', data } : data) as object);
  });
};

/** §9 the leaderboard is recomputed hourly; its "last updated" is the top of the current hour. */
export const lastRankingUpdate = (now: Date): Date => {
  const hour = new Date(now);
  hour.setUTCMinutes(0, 0, 0);
  return hour;
};
