import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { sectionDataMachine } from '../../../machines/sectionData.machine';
import type { CarouselItem, Location } from '../../../contract';
import { detectLocation, getCarousel } from '../../api';
import { FeatureCarouselView } from './FeatureCarouselView';
import { slidesForCountry } from './featureSlides';
import { sectionFailure } from '../../shared/sectionFailure';
import { useCatalogPart } from '../../i18n/catalogParts';

export const featureSlidesMachine = sectionDataMachine<CarouselItem[]>();

export interface FeatureCarouselSectionProps {
  /** Where the slides and the visitor's country come from; the service by default (tests give fakes). */
  loadSlides?: () => Promise<CarouselItem[] | false>;
  loadLocation?: () => Promise<Location | false>;
}

/**
 * The feature slides for the visitor's country (from the location cookies or service). A failed call of
 * either says so and offers to try again: without the country the slides could be the wrong ones.
 */
export function FeatureCarouselSection({
  loadSlides = getCarousel,
  loadLocation = detectLocation,
}: FeatureCarouselSectionProps) {
  useCatalogPart('landing');
  const featureSlidesLogic = useMemo(
    () =>
      featureSlidesMachine.provide({
        actors: {
          load: fromPromise<CarouselItem[] | false>(async () => {
            const [items, location] = await Promise.all([loadSlides(), loadLocation()]);
            if (items === false || location === false) return false;
            return slidesForCountry(items, location.iso_country_code);
          }),
        },
      }),
    [loadLocation, loadSlides],
  );
  const [snapshot, send] = useMachine(featureSlidesLogic);
  const failure = sectionFailure(snapshot, send);
  if (failure) return <FeatureCarouselView status="failed" {...failure} />;
  if (snapshot.hasTag('loading')) return <FeatureCarouselView status="loading" />;
  const items = snapshot.context.data;
  return snapshot.matches('ready') && items ? <FeatureCarouselView status="ready" items={items} /> : null;
}
