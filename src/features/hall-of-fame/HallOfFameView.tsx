import { Card, Skeleton } from '@doo/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { HallOfFameEntry } from '../../../contract';
import type { DisplayCurrency } from '../../i18n/format';
import { LoadFailedNotice } from '../../shared/LoadFailedNotice';
import type { SectionFailure } from '../../shared/sectionFailure';
import * as styles from './HallOfFame.css';
import { HallOfFameCard } from './HallOfFameCard';

const HallOfFameSlider = lazy(() => import('./HallOfFameSlider'));

export type HallOfFameViewProps =
  | { status: 'loading' | 'empty' }
  | ({ status: 'failed' } & SectionFailure)
  | { status: 'ready'; entries: HallOfFameEntry[]; currency: DisplayCurrency };

type SlidesProps = { entries: HallOfFameEntry[]; currency: DisplayCurrency };

/** The slider and its library load with the section; until then its first card stands still. */
function Slider({ entries, currency }: SlidesProps) {
  return (
    <Suspense
      fallback={
        <div>
          <HallOfFameCard entry={entries[0]!} currency={currency} />
          <div className={styles.controlsSpace} />
        </div>
      }
    >
      <HallOfFameSlider entries={entries} currency={currency} />
    </Suspense>
  );
}

/** §2 hall of fame: the best traders of past rounds, in a slider. */
export function HallOfFameView(props: HallOfFameViewProps) {
  const { t } = useLingui();
  return (
    <Card as="section" title={t`Hall of fame`} titleLevel={2} padding="lg">
      <p className={styles.lead}>
        <Trans>The best traders of past rounds.</Trans>
      </p>
      {props.status === 'loading' ? (
        <Skeleton label={t`Loading the hall of fame`} rows={1} rowHeight={236} />
      ) : null}
      {props.status === 'empty' ? (
        <p className={styles.message}>
          <Trans>The first winners will appear here once a round has been finalized.</Trans>
        </p>
      ) : null}
      {props.status === 'failed' ? (
        <LoadFailedNotice onRetry={props.onRetry} retrying={props.retrying}>
          <Trans>The hall of fame could not be loaded.</Trans>
        </LoadFailedNotice>
      ) : null}
      {props.status === 'ready' ? <Slider entries={props.entries} currency={props.currency} /> : null}
    </Card>
  );
}
