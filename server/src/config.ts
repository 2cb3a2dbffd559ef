import { join, resolve } from 'node:path';

/** The service's settings from the environment (README lists them). */
export const readServiceConfig = (env: NodeJS.ProcessEnv = process.env) => {
  const dataDir = resolve(env.CONTEST_DATA_DIR ?? join(import.meta.dirname, '../data'));
  const seedSize = env.CONTEST_SEED_ACCOUNTS === undefined ? undefined : Number(env.CONTEST_SEED_ACCOUNTS);
  if (seedSize !== undefined && !(Number.isInteger(seedSize) && seedSize > 0)) {
    throw new Error(
      `CONTEST_SEED_ACCOUNTS must be a positive whole number, got ${env.CONTEST_SEED_ACCOUNTS}`,
    );
  }
  return {
    port: Number(env.PORT ?? 3000),
    dataDir,
    dbPath: join(dataDir, 'contest.db'),
    sandbox: env.CONTEST_MODE !== 'production',
    secureCookies: env.CONTEST_MODE === 'production',
    /** Other origins the app is served from (comma-separated `CONTEST_TRUSTED_ORIGINS`). */
    trustedOrigins: (env.CONTEST_TRUSTED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    seedSize,
  };
};
