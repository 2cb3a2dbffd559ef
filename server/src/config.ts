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
  const production = env.CONTEST_MODE === 'production';
  return {
    /**
     * The broker's pages the app links in production mode (README); sandbox mode keeps `/sandbox/login`.
     * `CONTEST_LOGIN_URL`, `CONTEST_REGISTER_URL`, `CONTEST_CRM_URL`, `CONTEST_USER_CENTER_URL`.
     */
    signInUrls: production
      ? {
          login: env.CONTEST_LOGIN_URL ?? 'https://my.example.com/login',
          register: env.CONTEST_REGISTER_URL ?? 'https://my.example.com/register',
        }
      : undefined,
    externalUrls: {
      ...(env.CONTEST_CRM_URL ? { crm: env.CONTEST_CRM_URL } : {}),
      ...(env.CONTEST_USER_CENTER_URL ? { userCenter: env.CONTEST_USER_CENTER_URL } : {}),
      ...(env.CONTEST_JAPAN_PROVIDER_URL ? { japanProvider: env.CONTEST_JAPAN_PROVIDER_URL } : {}),
    },
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
