import { endpoints } from '../../contract/endpoints';
import { ActivityKey, Nationality, type SessionUser, type UserType } from '../../contract/session';
import type { SessionPage } from '../../machines/session.machine';

/**
 * Every page of the site (§2, docs/readings.md), in one list: routes, the menu, the eligibility rule,
 * what a page asks of the session, the home page's events and the e2e page lists all read it. Plain data,
 * so that the Playwright specs can import it; the translated texts are in `pageMessages.ts`.
 */
export type PageKey =
  | 'home'
  | 'client'
  | 'usdt'
  | 'doo-trader'
  | 'iboffer'
  | 'ibyearoffer'
  | 'ib-doo-trader'
  | 'doo-trader-my-race'
  | 'ib-doo-trader-my-race'
  | 'transaction-history'
  | 'home2'
  | 'demo-form';

export interface PageEntry {
  key: PageKey;
  path: string;
  /** The account type the page is for; `any` for either (§2, docs/readings.md). */
  audience: UserType | 'any';
  /** No session means logout (§5, docs/readings.md). */
  requiresSession: boolean;
  /**
   * A page that needs a session yet draws its own frame (heading, its sections' skeletons) while the first
   * check runs, instead of the session gate's: its first screen can then come drawn (issue 17).
   */
  framedWhileSessionLoads?: true;
  /**
   * The service calls whose answers the page's first render draws at once when the page comes with them: the
   * service writes them into the page it serves (`server/src/carriedAnswers.ts`), the app takes them in place
   * of the calls (`src/api/carriedAnswers.ts`).
   */
  carriedCalls?: readonly string[];
  /** The page's heading in English, for the e2e specs (the app shows `pageMessages` titles). */
  title: string;
  /** Its entry in the menu: the Event group, or a link of its own. */
  menu?: 'event' | 'link';
  /** An event page: listed on the home page; the contest leads the list. */
  event?: {
    contest: boolean;
    /** §2 eligibility table: the nationality codes that may see it (compared as strings). */
    nationalities: readonly string[];
    /** Hidden when the blacklist holds every one of these activity keys (none: never hidden by it). */
    hiddenByBlacklistOf: readonly string[];
  };
  /** The same page for the other account type, if there is one. */
  twin?: PageKey;
}

const greaterChina = [Nationality.CHINA, Nationality.HONG_KONG, Nationality.TAIWAN, Nationality.MACAU];
const contestNationalities = [...greaterChina, Nationality.KOREA];

/** In menu order: the client entries, then the IB entries (§2, docs/readings.md). */
export const pages: readonly PageEntry[] = [
  { key: 'home', path: '/', audience: 'any', requiresSession: false, title: 'Events and promotions' },
  {
    key: 'client',
    path: '/client',
    audience: 'crm_client',
    requiresSession: false,
    title: 'Client quarterly event',
    menu: 'event',
    event: {
      contest: false,
      nationalities: greaterChina,
      hiddenByBlacklistOf: [
        ActivityKey.Q1_2025,
        ActivityKey.Q2_2025,
        ActivityKey.Q3_2025,
        ActivityKey.Q4_2025,
      ],
    },
  },
  {
    key: 'usdt',
    path: '/usdt',
    audience: 'crm_client',
    requiresSession: false,
    title: 'USDT rebate event',
    menu: 'event',
    event: {
      contest: false,
      nationalities: [Nationality.CHINA],
      hiddenByBlacklistOf: [ActivityKey.REBATE_2025],
    },
  },
  {
    key: 'doo-trader',
    path: '/doo-trader',
    audience: 'crm_client',
    requiresSession: false,
    title: 'Doo Trader contest',
    menu: 'event',
    event: { contest: true, nationalities: contestNationalities, hiddenByBlacklistOf: [] },
    twin: 'ib-doo-trader',
  },
  {
    key: 'iboffer',
    path: '/iboffer',
    audience: 'crm_ib',
    requiresSession: false,
    title: 'IB season event',
    menu: 'event',
    event: { contest: false, nationalities: greaterChina, hiddenByBlacklistOf: [] },
  },
  {
    key: 'ibyearoffer',
    path: '/ibyearoffer',
    audience: 'crm_ib',
    requiresSession: false,
    title: 'IB annual event',
    menu: 'event',
    event: { contest: false, nationalities: greaterChina, hiddenByBlacklistOf: [] },
  },
  {
    key: 'ib-doo-trader',
    path: '/ib-doo-trader',
    audience: 'crm_ib',
    requiresSession: false,
    title: 'IB Doo Trader contest',
    menu: 'event',
    event: { contest: true, nationalities: contestNationalities, hiddenByBlacklistOf: [] },
    twin: 'doo-trader',
  },
  {
    key: 'doo-trader-my-race',
    path: '/doo-trader/my-race',
    audience: 'crm_client',
    requiresSession: true,
    framedWhileSessionLoads: true,
    // The countdown, above the race, draws the rounds at once.
    carriedCalls: [endpoints.availableRounds.path],
    title: 'My race',
    twin: 'ib-doo-trader-my-race',
  },
  {
    key: 'ib-doo-trader-my-race',
    path: '/ib-doo-trader/my-race',
    audience: 'crm_ib',
    requiresSession: true,
    framedWhileSessionLoads: true,
    // The countdown, above the race, draws the rounds at once.
    carriedCalls: [endpoints.availableRounds.path],
    title: 'My race',
    twin: 'doo-trader-my-race',
  },
  {
    key: 'transaction-history',
    path: '/transaction-history',
    audience: 'any',
    requiresSession: true,
    framedWhileSessionLoads: true,
    title: 'Transaction history',
    menu: 'link',
  },
  {
    key: 'home2',
    path: '/home2',
    audience: 'any',
    requiresSession: false,
    title: 'Redirecting to your account',
  },
  { key: 'demo-form', path: '/demo-form', audience: 'any', requiresSession: true, title: 'Demo form' },
];

export const pageByKey = Object.fromEntries(pages.map((page) => [page.key, page])) as Record<
  PageKey,
  PageEntry
>;

/**
 * The pages whose first screen the build draws (scripts/prerender.mjs): those that need no session or draw
 * their frame while it loads, but `home2`, which only sends the visitor on to the CRM. Only the build and the
 * tests read it: marked pure, it stays out of the app's bundle.
 */
export const pagesDrawnAtBuild = /* @__PURE__ */ pages.filter(
  ({ requiresSession, framedWhileSessionLoads, key }) =>
    (!requiresSession || framedWhileSessionLoads) && key !== 'home2',
);

/** §2: the contest is the client's default page, the IB season event the IB's. */
export const defaultPageOf: Record<UserType, PageKey> = { crm_client: 'doo-trader', crm_ib: 'iboffer' };

const normalise = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** The registered page at this path; `undefined` for any other path (the 404 page). */
export function findPage(pathname: string): PageEntry | undefined {
  const path = normalise(pathname);
  return pages.find((page) => page.path === path);
}

/**
 * What a page asks of the session (§4, §5): only a registered page needs a session or a type, so a
 * mistyped path shows the 404 page to everyone, signed in or not.
 */
export function pageNeeds(pathname: string): SessionPage {
  const page = findPage(pathname);
  if (!page) return { requiresSession: false, neededType: null };
  return {
    requiresSession: page.requiresSession,
    neededType: page.audience === 'any' ? null : page.audience,
  };
}

/** The page this account type should open instead of `pathname`: its twin, or the type's default page. */
export function pageForType(pathname: string, userType: UserType): PageEntry {
  const page = findPage(pathname);
  if (page && (page.audience === 'any' || page.audience === userType)) return page;
  if (page?.twin && pageByKey[page.twin].audience === userType) return pageByKey[page.twin];
  return pageByKey[defaultPageOf[userType]];
}

export type EventPage = PageEntry & { event: NonNullable<PageEntry['event']> };

/** Every event page, in menu order. */
export const eventPages: readonly EventPage[] = pages.filter((page): page is EventPage => !!page.event);

/**
 * §2: the Event group's entries for this user: their type's entries whose nationality list holds the
 * user's (codes compared as strings), minus those the blacklist hides.
 */
export function eventEntriesFor(
  user: Pick<SessionUser, 'nationality' | 'blacklist' | 'userType'>,
): EventPage[] {
  const blacklist = new Set(user.blacklist);
  return eventPages.filter(
    ({ audience, event }) =>
      audience === user.userType &&
      event.nationalities.includes(String(user.nationality)) &&
      !(event.hiddenByBlacklistOf.length > 0 && event.hiddenByBlacklistOf.every((key) => blacklist.has(key))),
  );
}

/** §2: whether a nationality may take part in an event page's event (the contest: registration is offered). */
export function nationalityMayEnter(key: PageKey, nationality: string | null | undefined): boolean {
  const { event } = pageByKey[key];
  return !!event && nationality != null && event.nationalities.includes(String(nationality));
}
