import { Skeleton } from '@doo/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { CarouselItem } from '../../../contract';
import { FeatureSlide } from './FeatureSlide';
import { LoadFailedNotice } from '../../shared/LoadFailedNotice';
import type { SectionFailure } from '../../shared/sectionFailure';
import * as styles from './FeatureCarousel.css';

const FeatureSlider = lazy(() => import('./FeatureSlider'));

export type FeatureCarouselViewProps =
  | { status: 'loading' }
  | ({ status: 'failed' } & SectionFailure)
  | { status: 'ready'; items: CarouselItem[] };

/** §2 carousel of feature slides (autoplay every 4 s). */
export function FeatureCarouselView(props: FeatureCarouselViewProps) {
  const { t } = useLingui();
  return (
    <section className={styles.section} aria-labelledby="feature-carousel-title">
      <h2 id="feature-carousel-title" className={styles.title}>
        <Trans>Why trade with Doo</Trans>
      </h2>
      {props.status === 'loading' ? (
        <Skeleton label={t`Loading the slides`} rows={1} rowHeight={168} />
      ) : props.status === 'failed' ? (
        <LoadFailedNotice onRetry={props.onRetry} retrying={props.retrying}>
          <Trans>The slides could not be loaded.</Trans>
        </LoadFailedNotice>
      ) : (
        <Suspense fallback={<StillSlide item={props.items[0]!} />}>
          <FeatureSlider items={props.items} />
        </Suspense>
      )}
    </section>
  );
}

/** The first slide, still, until the slider and its library load. */
function StillSlide({ item }: { item: CarouselItem }) {
  return (
    <div>
      <FeatureSlide item={item} />
      <div className={styles.controlsSpace} />
    </div>
  );
}
