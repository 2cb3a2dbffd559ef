import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { BusinessCode } from '../../contract';
import { openDatabase, type ContestDatabase } from './db/database';
import { mountContestRoutes } from './routes/contest';
import { mountRaceRoutes } from './routes/race';
import { mountRedemptionRoutes } from './routes/redemption';
import { mountRewardRoutes } from './routes/rewards';
import { mountSessionRoutes } from './routes/session';
import { mountOfferRoutes } from './routes/offers';
import { mountSiteRoutes } from './routes/site';
import { createFaultStore, faultMiddleware } from './sandbox/faults';
import { mountSandboxDisabled, mountSandboxRoutes } from './sandbox/routes';
import { isSeeded, seedDatabase } from './seed/seed';
import { createServiceClock, type ServiceClock } from './service/clock';
import { defaultExternalUrls, type ExternalUrls, type Service } from './service/context';
import { errorBody, ServiceError } from './service/errors';
import { createSessionStore } from './service/sessions';
import { crossSiteGuard } from './service/crossSite';
import { SANDBOX_PATH_PREFIX, SERVICE_PATH_PREFIXES } from './servicePaths';

const MAX_BODY_BYTES = 64 * 1024;

export type ContestServiceOptions = {
  /** The SQLite file; created, migrated and seeded on first start. */
  dbPath: string;
  /** Sandbox controls under `/sandbox`; off = they answer 404 (production mode). */
  sandbox: boolean;
  clock?: ServiceClock;
  /** Accounts per round and category in a fresh seed. */
  seedSize?: number;
  externalUrls?: Partial<ExternalUrls>;
  /** Production: the session cookie is `__Host-JSID`, `Secure` (HTTPS only). */
  secureCookies?: boolean;
  /** Other origins the app is served from that may call state-changing paths (README). */
  trustedOrigins?: readonly string[];
};

export type ContestService = {
  db: ContestDatabase;
  clock: ServiceClock;
  close: () => void;
};

/**
 * Adds the local contest service (every call of the contract, plus the sandbox controls) to `app`. Mount it
 * before the app's static files and SPA fallback so unknown service paths answer JSON 404s.
 */
export const mountContestService = (app: Hono, options: ContestServiceOptions): ContestService => {
  const db = openDatabase(options.dbPath);
  const clock = options.clock ?? createServiceClock();
  if (!isSeeded(db)) seedDatabase(db, { now: clock.now(), accountsPerRoundAndCategory: options.seedSize });

  const service: Service = {
    db,
    clock,
    sessions: createSessionStore(db, { secure: options.secureCookies ?? false }),
    externalUrls: { ...defaultExternalUrls, ...options.externalUrls },
  };
  const faults = createFaultStore();
  const routes = new Hono();

  routes.onError((error, c) => {
    if (error instanceof ServiceError)
      return c.json(errorBody(error.code, error.message, error.data), error.status);
    console.error(`${c.req.method} ${c.req.path} failed`, error);
    return c.json(errorBody(BusinessCode.INTERNAL_ERROR, 'Internal error'), 500);
  });

  const guard = crossSiteGuard(options.trustedOrigins);
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json(errorBody(BusinessCode.INVALID_REQUEST, 'Request body too large'), 413),
  });
  for (const prefix of [...SERVICE_PATH_PREFIXES, SANDBOX_PATH_PREFIX]) {
    routes.use(`${prefix}/*`, guard);
    routes.use(`${prefix}/*`, limit);
  }

  for (const prefix of SERVICE_PATH_PREFIXES) {
    routes.use(`${prefix}/*`, async (c, next) => {
      const traceId = c.req.header('X-Trace-Id');
      if (traceId) c.header('X-Trace-Id', traceId);
      await next();
      // The app takes its "now" from this header (one clock for every countdown), so it follows the
      // sandbox clock, not the host's.
      c.header('Date', clock.now().toUTCString());
    });
    if (options.sandbox) routes.use(`${prefix}/*`, faultMiddleware(faults));
  }

  mountSiteRoutes(routes, service);
  mountOfferRoutes(routes, service);
  mountSessionRoutes(routes, service);
  mountContestRoutes(routes, service);
  mountRaceRoutes(routes, service);
  mountRedemptionRoutes(routes, service);
  mountRewardRoutes(routes, service);
  if (options.sandbox) mountSandboxRoutes(routes, service, faults);
  else mountSandboxDisabled(routes);

  for (const prefix of SERVICE_PATH_PREFIXES) {
    routes.all(`${prefix}/*`, (c) =>
      c.json(errorBody(BusinessCode.NOT_FOUND, `No such call: ${c.req.method} ${c.req.path}`), 404),
    );
  }

  app.route('/', routes);
  return { db, clock, close: () => db.close() };
};

export { openDatabase };
