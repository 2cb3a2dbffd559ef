import { plural, selectOrdinal } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Standing } from '../../../machines/rankingUpdate';
import { announcementsCatalog } from '../../i18n/announcementsCatalog';
import { useCatalogPart } from '../../i18n/catalogParts';

export type BoardAnnouncement =
  | {
      kind: 'result';
      /** What shows: the standings, no standings (`accountFilter` says whether a search found none), or a final round. */
      shows: 'listed' | 'empty' | 'finalized';
      category: string;
      /** The round as the person numbers it; `null` for one shown unnumbered (§4). */
      round: number | null;
      total: number;
      page: number;
      pages: number;
      accountFilter: string;
    }
  | { kind: 'update'; lastUpdatedTime: number; standing: Standing | null };

/** Issue 16: what the board's polite live region says (its words load with the announcements catalog). */
export function LeaderboardAnnouncement(announcement: BoardAnnouncement) {
  useCatalogPart(announcementsCatalog);
  const { t } = useLingui();
  if (announcement.kind === 'update') {
    // The board shows its times in UTC+0 (§3).
    const time = new Date(announcement.lastUpdatedTime).toISOString().slice(11, 16);
    const { standing } = announcement;
    if (!standing) return t`Ranking updated at ${time}`;
    const place = standing.rank;
    const rank = selectOrdinal(place, { one: '#st', two: '#nd', few: '#rd', other: '#th' });
    const places = Math.abs(standing.gained ?? 0);
    if (!standing.gained) return t`Ranking updated at ${time}; you are now ${rank}`;
    return standing.gained > 0
      ? t`Ranking updated at ${time}; you are now ${rank} (up ${places})`
      : t`Ranking updated at ${time}; you are now ${rank} (down ${places})`;
  }
  const { category, round, total, page, pages, accountFilter } = announcement;
  const where = round === null ? category : t`${category}, round ${round}`;
  if (announcement.shows === 'finalized') return t`${where}: the results are final and no longer shown`;
  if (announcement.shows === 'empty')
    return accountFilter ? t`No account matches ${accountFilter}` : t`${where}: no accounts ranked yet`;
  const accounts = plural(total, { one: '# account', other: '# accounts' });
  return t`${where}: ${accounts}, page ${page} of ${pages}`;
}
