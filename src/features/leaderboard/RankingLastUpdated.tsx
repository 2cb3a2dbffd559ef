import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { LastUpdatedResponse } from '../../../contract/contest';
import { sectionDataMachine, type SectionDataOutput } from '../../../machines/sectionData.machine';
import { getRankingLastUpdatedTime } from '../../api/getRankingLastUpdatedTime';
import { isolatedDateTime } from '../../i18n/isolatedDateTime';
import { isLocaleCode } from '../../i18n/locales';
import { LoadFailedLine } from '../../shared/LoadFailedLine';
import { sectionFailure } from '../../shared/sectionFailure';
import * as styles from './Leaderboard.css';

export const lastUpdatedMachine = sectionDataMachine<LastUpdatedResponse>();

export interface RankingLastUpdatedProps {
  /** @default the service's `rankingLastUpdatedTime` */
  loadLastUpdated?: () => Promise<SectionDataOutput<LastUpdatedResponse>>;
}

/** The board's line saying when the standings were last recomputed; a failed call says so, with "Try again". */
export function RankingLastUpdated({ loadLastUpdated = getRankingLastUpdatedTime }: RankingLastUpdatedProps) {
  const { i18n } = useLingui();
  const locale = isLocaleCode(i18n.locale) ? i18n.locale : 'en';
  const [snapshot, send] = useMachine(
    lastUpdatedMachine.provide({ actors: { load: fromPromise(() => loadLastUpdated()) } }),
  );
  const failure = sectionFailure(snapshot, send);
  if (failure) {
    return (
      <LoadFailedLine {...failure}>
        <Trans>We could not tell when the standings were last updated.</Trans>
      </LoadFailedLine>
    );
  }
  const updated = snapshot.context.data;
  if (!snapshot.matches('ready') || !updated) return null;
  return (
    <p className={styles.updated}>
      <Trans>
        Last updated: {isolatedDateTime(updated.lastUpdatedTime, locale)} ({updated.timeZone})
      </Trans>
    </p>
  );
}
