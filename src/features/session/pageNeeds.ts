import type { SessionPage } from '../../../machines/session.machine';

/**
 * What a page asks of the session, from its path (§4, INTERPRETATIONS.md):
 * - a path containing `/ib` is for IB accounts; the client event and contest pages are for clients;
 *   transaction history follows the session's own type (an IB user's history is IB), so any type will do;
 * - transaction history, the demo form and the pages under the contest (the personal race page) need a
 *   session; home and the event and landing pages stay public.
 */
export function pageNeeds(pathname: string): SessionPage {
  const path = pathname.replace(/\/+$/, '') || '/';
  const requiresSession =
    path === '/transaction-history' || path === '/demo-form' || /^\/(ib-)?doo-trader\/.+/.test(path);
  return { requiresSession, neededType: neededType(path) };
}

const clientPages = ['/client', '/usdt', '/doo-trader'];

function neededType(path: string): SessionPage['neededType'] {
  if (path === '/transaction-history') return null;
  if (path.includes('/ib')) return 'crm_ib';
  if (clientPages.some((page) => path === page || path.startsWith(`${page}/`))) return 'crm_client';
  return null;
}
