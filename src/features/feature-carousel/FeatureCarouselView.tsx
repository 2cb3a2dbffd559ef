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
        <Suspense fallback={<StillSlides items={props.items} />}>
          <FeatureSlider items={props.items} />
        </Suspense>
      )}
    </section>
  );
}

/**
 * The first slide, still, until the slider and its library load. The others are there too, hidden in the same
 * place, so that it is as tall as the tallest, as the slider will be: drawn alone, the first slide's text was
 * shorter (in Indonesian at 360 px, 298 px of the slider's 390) and what is around it moved when the slider came.
 */
function StillSlides({ items }: { items: CarouselItem[] }) {
  return (
    <div>
      <div className={styles.stillSlides}>
        {items.map((item, index) => (
          <div
            key={item.text}
            className={index > 0 ? styles.hiddenStillSlide : undefined}
            aria-hidden={index > 0 || undefined}
          >
            <FeatureSlide item={item} />
          </div>
        ))}
      </div>
      <div className={styles.controlsSpace} />
    </div>
  );
}
