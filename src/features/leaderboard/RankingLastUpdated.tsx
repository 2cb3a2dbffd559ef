import { Trans, useLingui } from '@lingui/react/macro';
import type { LastUpdatedResponse } from '../../../contract/contest';
import type { SectionFailure } from '../../../machines/sectionData.machine';
import { isolatedDateTime } from '../../i18n/isolatedDateTime';
import { isLocaleCode } from '../../i18n/locales';
import { LoadFailedLine } from '../../shared/LoadFailedLine';
import * as styles from './Leaderboard.css';

export interface RankingLastUpdatedProps {
  /** When the standings were last recomputed, as the board's machine read it; `null` until then. */
  updated: LastUpdatedResponse | null;
  /** The time could not be read: the line says so, with "Try again". */
  failure?: SectionFailure;
}

/** The board's line saying when the standings were last recomputed; a failed call says so, with "Try again". */
export function RankingLastUpdated({ updated, failure }: RankingLastUpdatedProps) {
  const { i18n } = useLingui();
  const locale = isLocaleCode(i18n.locale) ? i18n.locale : 'en';
  if (failure) {
    return (
      <LoadFailedLine {...failure}>
        <Trans>We could not tell when the standings were last updated.</Trans>
      </LoadFailedLine>
    );
  }
  // Until the time comes, its line keeps its room (and the row it wraps to beside a badge): the tabs below stay put.
  if (!updated)
    return (
      <p className={styles.updated} aria-hidden="true" data-part="last-updated-room">
        {'\u00a0'}
      </p>
    );
  return (
    <p className={styles.updated}>
      <Trans>
        Last updated: {isolatedDateTime(updated.lastUpdatedTime, locale)} ({updated.timeZone})
      </Trans>
    </p>
  );
}
