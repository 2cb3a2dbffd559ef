import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CarouselItem, Location } from '../../../contract';
import { activateSourceLocale } from '../../testing/i18n';
import { FeatureCarouselSection } from './FeatureCarouselSection';
import { stubLayoutObservers, unstubLayoutObservers } from '../../testing/stubLayoutObservers';
import { loadCatalogPart } from '../../i18n/catalogParts';

// The section's texts load with it, from a catalog part of their own.
beforeAll(() => loadCatalogPart('landing', 'en'), 30_000);

// The slider is a lazy chunk (embla): its first import compiles it, which under the full suite's load took
// longer than `findBy`'s one second. Loaded here, the tests wait on the component, never on the compiler.
beforeAll(() => import('./FeatureSlider'), 60_000);
beforeEach(() => {
  stubLayoutObservers();
  // The slides autoplay every 4 s: on a fake clock they move only when a test says so.
  vi.useFakeTimers();
});
afterEach(() => {
  unstubLayoutObservers();
  vi.useRealTimers();
});

const items: CarouselItem[] = [1, 2, 3, 4, 5, 6, 7].map((slide) => ({
  img: `/event-center/carousel/slide-${slide}.webp`,
  text: `text${slide}`,
  desc: `desc${slide}`,
}));
const at = (country: string): Location => ({ iso_country_code: country, region: '', city: '' });

const renderCarousel = (location: Location | false, slides: CarouselItem[] = items) => {
  activateSourceLocale();
  return render(
    <I18nProvider i18n={i18n}>
      <FeatureCarouselSection loadSlides={async () => slides} loadLocation={async () => location} />
    </I18nProvider>,
  );
};

describe('FeatureCarouselSection', () => {
  it('shows the Chinese-support slide to visitors from China, not the local payments one', async () => {
    renderCarousel(at('CN'));
    const carousel = await screen.findByRole('region', { name: 'Feature slides' });
    expect(within(carousel).getAllByRole('group')).toHaveLength(6);
    expect(within(carousel).getByText('Support in Chinese')).toBeInTheDocument();
    expect(within(carousel).queryByText('Local payment methods')).not.toBeInTheDocument();
  });

  it.each([
    ['Malaysia', at('MY')],
    ['an unknown country', at('')],
  ])('shows the local payments slide to visitors from %s', async (_, location) => {
    renderCarousel(location);
    const carousel = await screen.findByRole('region', { name: 'Feature slides' });
    expect(within(carousel).getByText('Local payment methods')).toBeInTheDocument();
    expect(within(carousel).queryByText('Support in Chinese')).not.toBeInTheDocument();
  });

  it("says the slides could not be loaded when the visitor's country is unknown for a failed call", async () => {
    renderCarousel(false);
    expect(await screen.findByRole('alert')).toHaveTextContent('The slides could not be loaded.');
    expect(screen.queryByRole('region', { name: 'Feature slides' })).not.toBeInTheDocument();
  });

  it('is left out when there are no slides', async () => {
    const { container } = renderCarousel(at('CN'), []);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
