import type { UserType } from '../../../contract';
import { findPage, pageForType } from '../../pages/registry';

/** Where the switchUser control takes a user to see the other view (`null`: stay, the page follows). */
export function pathForOtherView(pathname: string, target: UserType): string | null {
  const page = findPage(pathname);
  if (!page || page.audience === 'any') return null;
  return pageForType(pathname, target).path;
}
