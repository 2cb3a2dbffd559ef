import { useLingui } from '@lingui/react/macro';
import type { CarouselItem } from '../../../contract';
import { FeatureIllustration } from './FeatureIllustration';
import { featureSlideTexts } from './featureSlides';
import * as styles from './FeatureCarousel.css';

export function FeatureSlide({ item }: { item: CarouselItem }) {
  const { i18n } = useLingui();
  const text = featureSlideTexts[item.text];
  if (!text) return null;
  return (
    <div className={styles.slide}>
      <FeatureIllustration slide={item.text} />
      <div>
        <h3 className={styles.slideTitle}>{i18n._(text.title)}</h3>
        <p className={styles.slideText}>{i18n._(text.description)}</p>
      </div>
    </div>
  );
}
