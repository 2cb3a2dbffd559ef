import type { UserType } from '../../../contract';
import { pageNeeds } from '../session/pageNeeds';

/** Where the switchUser control takes a user to see the other view (`null`: stay, the page follows). */
export function pathForOtherView(pathname: string, target: UserType): string | null {
  if (pageNeeds(pathname).neededType === null) return null;
  if (pathname.startsWith('/ib-doo-trader')) return pathname.replace('/ib-doo-trader', '/doo-trader');
  if (pathname.startsWith('/doo-trader')) return pathname.replace('/doo-trader', '/ib-doo-trader');
  // §2: the contest is the client's default page, the IB season event the IB's.
  return target === 'crm_ib' ? '/iboffer' : '/doo-trader';
}
