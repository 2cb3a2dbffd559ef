import { resolve } from 'node:path';
import { createApp } from './app';
import { readServiceConfig } from './config';
import { mountContestService } from './contestService';
import { startHttpServer } from './httpServer';

/** In-flight requests (a sandbox delay, say) get this long to finish after SIGTERM. */
const SHUTDOWN_GRACE_MS = 5000;

const config = readServiceConfig();
// CONTEST_STATIC_DIR serves another build, e.g. a scratch one while `dist/` is being rebuilt.
const staticDir = resolve(process.env.CONTEST_STATIC_DIR ?? resolve(import.meta.dirname, '../../dist'));
const app = createApp({
  staticDir,
  production: !config.sandbox,
  signInUrls: config.signInUrls,
  sandbox: config.sandbox,
});
const contest = mountContestService(app, {
  dbPath: config.dbPath,
  sandbox: config.sandbox,
  seedSize: config.seedSize,
  secureCookies: config.secureCookies,
  trustedOrigins: config.trustedOrigins,
  externalUrls: config.externalUrls,
});

const server = startHttpServer(app, config.port, (info) => {
  console.log(
    `Contest site listening on http://localhost:${info.port} (${config.sandbox ? 'sandbox' : 'production'} mode, data in ${config.dataDir})`,
  );
});

let shuttingDown = false;
const shutdown = () => {
  if (shuttingDown) return;
  shuttingDown = true;
  const force = setTimeout(() => {
    if ('closeAllConnections' in server) server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  server.close(() => {
    contest.close();
    process.exit(0);
  });
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
