import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { CarouselItem } from '../../../contract';
import { describeSectionPaths } from '../../testing/sectionPaths';
import { stubLayoutObservers, unstubLayoutObservers } from '../../testing/stubLayoutObservers';
import { FeatureCarouselSection, featureSlidesMachine } from './FeatureCarouselSection';
import { loadCatalogPart } from '../../i18n/catalogParts';

// The section's texts load with it, from a catalog part of their own.
beforeAll(() => loadCatalogPart('landing', 'en'), 30_000);

beforeAll(() => import('./FeatureSlider'), 60_000);
beforeEach(stubLayoutObservers);
afterEach(unstubLayoutObservers);

const slides: CarouselItem[] = [{ img: '/event-center/carousel/slide-1.webp', text: 'text1', desc: 'desc1' }];

describeSectionPaths('FeatureCarouselSection driven by sectionData', featureSlidesMachine, {
  samples: { ready: slides, empty: [] },
  // The whole load (slides and location) is one step of the machine: the slides' answer stands for both.
  render: (load) => (
    <FeatureCarouselSection
      loadSlides={load}
      loadLocation={async () => ({ iso_country_code: 'MY', region: '', city: '' })}
    />
  ),
  states: {
    loading: () => {
      expect(screen.getByRole('status', { name: 'Loading the slides' })).toBeInTheDocument();
    },
    ready: async () => {
      expect(await screen.findByText('Over 10,000 instruments')).toBeInTheDocument();
    },
    empty: () => {
      expect(screen.queryByRole('heading', { name: 'Why trade with Doo' })).not.toBeInTheDocument();
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('The slides could not be loaded.');
    },
  },
});
