/**
 * The site's settings from the build environment (`VITE_*` variables, see README). Every address of another
 * system lives here, so components never hold a literal URL.
 */
const env = import.meta.env as Record<string, string | undefined>;

const flag = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined || value === '' ? fallback : value === 'true' || value === '1';

export interface SiteConfig {
  /**
   * §4 sandbox mode: no session service; a fake client session whose type is kept in local storage.
   * `VITE_SESSION_SANDBOX`, default off.
   */
  sessionSandbox: boolean;
  /**
   * Sign-in goes to the local contest service's `/sandbox/login` page (development, QA, e2e). Off in
   * production, where the user site is derived from the host. `VITE_LOCAL_LOGIN`, default on.
   */
  localLogin: boolean;
  /**
   * The broker's sign-in and registration pages (`?redirect=` is added). When set, "Log in" and "Register" go
   * there and never to a sandbox path. `VITE_BROKER_LOGIN_URL` / `VITE_BROKER_REGISTER_URL`, or the service's
   * `CONTEST_LOGIN_URL` / `CONTEST_REGISTER_URL` in production mode (written into index.html).
   */
  brokerLoginUrl?: string;
  brokerRegisterUrl?: string;
  /** The Japan login provider's site (§2 link targets for jp). `VITE_JAPAN_PROVIDER_URL`. */
  japanProviderUrl: string;
  /** The separate individual-user site for Indonesia (§2 link targets for id). `VITE_INDIVIDUAL_SITE_URL`. */
  individualSiteUrl: string;
  /** Hosts of the campaign site start with this label; the user site is the same domain under `my.`. */
  campaignHostPrefix: string;
  /** Hosts that do not carry the campaign prefix but are known environments, with their user site. */
  knownEnvironments: Readonly<Record<string, string>>;
}

const nonEmpty = (value: string | null | undefined): string | undefined => value || undefined;

/** The sign-in URLs the service writes into index.html in production mode (`server/src/app.ts`). */
export const readSiteConfigMeta = (
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): Pick<SiteConfig, 'brokerLoginUrl' | 'brokerRegisterUrl'> => {
  const meta = (name: string) =>
    nonEmpty(doc?.querySelector(`meta[name="${name}"]`)?.getAttribute('content'));
  const brokerLoginUrl = meta('doo:login-url');
  const brokerRegisterUrl = meta('doo:register-url');
  return {
    ...(brokerLoginUrl ? { brokerLoginUrl } : {}),
    ...(brokerRegisterUrl ? { brokerRegisterUrl } : {}),
  };
};

export const siteConfig: SiteConfig = {
  sessionSandbox: flag(env.VITE_SESSION_SANDBOX, false),
  localLogin: flag(env.VITE_LOCAL_LOGIN, true),
  brokerLoginUrl: nonEmpty(env.VITE_BROKER_LOGIN_URL),
  brokerRegisterUrl: nonEmpty(env.VITE_BROKER_REGISTER_URL),
  ...readSiteConfigMeta(),
  japanProviderUrl: env.VITE_JAPAN_PROVIDER_URL ?? 'https://jp-provider.example.com',
  individualSiteUrl: env.VITE_INDIVIDUAL_SITE_URL ?? 'https://individual.example.com',
  campaignHostPrefix: env.VITE_CAMPAIGN_HOST_PREFIX ?? 'campaign.',
  knownEnvironments: {
    localhost: 'http://localhost:3000',
    '127.0.0.1': 'http://127.0.0.1:3000',
    'promotions-uat.example.com': 'https://my-uat.example.com',
  },
};
