import { Carousel } from '@doo/design-system';
import { useLingui } from '@lingui/react/macro';
import type { CarouselItem } from '../../../contract';
import { FeatureSlide } from './FeatureSlide';

/** §9: the feature slides move every 4 s. */
export const featureAutoplayMs = 4000;

/** The slider itself, loaded after the page's first paint with embla. */
export default function FeatureSlider({ items }: { items: CarouselItem[] }) {
  const { t } = useLingui();
  return (
    <Carousel
      label={t`Feature slides`}
      autoplayMs={featureAutoplayMs}
      loop
      previousLabel={t`Previous slide`}
      nextLabel={t`Next slide`}
      pauseLabel={t`Pause the slides`}
      playLabel={t`Play the slides`}
      slideLabel={(position, total) => t`${position} of ${total}`}
    >
      {items.map((item) => (
        <FeatureSlide key={item.text} item={item} />
      ))}
    </Carousel>
  );
}
