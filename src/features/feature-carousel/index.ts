export { FeatureCarouselSection, type FeatureCarouselSectionProps } from './FeatureCarouselSection';
