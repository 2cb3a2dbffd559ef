export { Carousel, type CarouselProps, type SlidesPerViewStep } from './Carousel';
