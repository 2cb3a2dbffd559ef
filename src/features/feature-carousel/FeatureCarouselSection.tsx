import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { sectionDataMachine } from '../../../machines/sectionData.machine';
import type { CarouselItem, Location } from '../../../contract';
import { detectLocation, getCarousel } from '../../api';
import { FeatureCarouselView } from './FeatureCarouselView';
import { slidesForCountry } from './featureSlides';

export const featureSlidesMachine = sectionDataMachine<CarouselItem[]>();

export interface FeatureCarouselSectionProps {
  /** Where the slides and the visitor's country come from; the service by default (tests give fakes). */
  loadSlides?: () => Promise<CarouselItem[]>;
  loadLocation?: () => Promise<Location | false>;
}

/**
 * The feature slides for the visitor's country (from the location cookies or service). §8: a failed
 * call is only logged and the carousel is left out; an unknown country counts as outside China.
 */
export function FeatureCarouselSection({
  loadSlides = getCarousel,
  loadLocation = detectLocation,
}: FeatureCarouselSectionProps) {
  const [snapshot] = useMachine(
    featureSlidesMachine.provide({
      actors: {
        load: fromPromise<CarouselItem[] | false>(async () => {
          const [items, location] = await Promise.all([loadSlides(), loadLocation()]);
          return slidesForCountry(items, location ? location.iso_country_code : null);
        }),
      },
    }),
  );
  if (snapshot.hasTag('loading')) return <FeatureCarouselView status="loading" />;
  const items = snapshot.context.data;
  return snapshot.matches('ready') && items ? <FeatureCarouselView status="ready" items={items} /> : null;
}
