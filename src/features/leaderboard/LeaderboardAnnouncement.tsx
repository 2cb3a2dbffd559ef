import { plural, selectOrdinal } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { TradingType } from '../../../contract/contest';
import type { BoardAnnouncement } from '../../../machines/boardAnnouncement';
import { announcementsCatalog } from '../../i18n/announcementsCatalog';
import { useCatalogPart } from '../../i18n/catalogParts';
import { displayRound, formatCount } from '../../i18n/format';

export interface LeaderboardAnnouncementProps {
  announcement: BoardAnnouncement;
  /** Whether the person numbers rounds one lower (§4); a round shown unnumbered is not named. */
  shifted: boolean;
}

/** Issue 16: what the board's polite live region says (loaded on demand, with the announcements catalog). */
export function LeaderboardAnnouncement({ announcement, shifted }: LeaderboardAnnouncementProps) {
  useCatalogPart(announcementsCatalog);
  const { t, i18n } = useLingui();
  if (announcement.kind === 'noMatch') return t`No account matches ${announcement.accountFilter}`;
  if (announcement.kind === 'updated') {
    // The board's times are the service's, in UTC+0 (§3).
    const time = i18n.date(announcement.lastUpdatedTime, {
      timeStyle: 'short',
      hourCycle: 'h23',
      timeZone: 'UTC',
    });
    const { standing } = announcement;
    if (!standing) return t`Ranking updated at ${time}`;
    // Counts in the site's own digits (`formatCount`): Lingui writes `#` and `i18n.number` with Intl.NumberFormat,
    // whose first use on a page loads the engine's number data (16 ms, about 64 at 4× CPU slowdown).
    const rankCount = formatCount(standing.rank);
    const rank = selectOrdinal(standing.rank, {
      one: `${rankCount}st`,
      two: `${rankCount}nd`,
      few: `${rankCount}rd`,
      other: `${rankCount}th`,
    });
    const places = formatCount(Math.abs(standing.gained ?? 0));
    if (!standing.gained) return t`Ranking updated at ${time}; you are now ${rank} (unchanged)`;
    return standing.gained > 0
      ? t`Ranking updated at ${time}; you are now ${rank} (up ${places})`
      : t`Ranking updated at ${time}; you are now ${rank} (down ${places})`;
  }
  const category = announcement.tradingType === TradingType.CLASSIC ? t`Classic` : t`Master`;
  const round = displayRound(announcement.round, shifted);
  const where = round === null ? category : t`${category}, round ${round}`;
  if (announcement.kind === 'finalized') return t`${where}: the results are final and no longer shown`;
  if (announcement.kind === 'noStandings') return t`${where}: no accounts ranked yet`;
  const accountCount = formatCount(announcement.total);
  const accounts = plural(announcement.total, {
    one: `${accountCount} account`,
    other: `${accountCount} accounts`,
  });
  const page = formatCount(announcement.page);
  const pages = formatCount(announcement.pages);
  return t`${where}: ${accounts}, page ${page} of ${pages}`;
}

export default LeaderboardAnnouncement;
