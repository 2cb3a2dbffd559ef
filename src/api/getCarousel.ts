import { endpoints } from '../../contract';
import { callApi } from './http';

/** §7 carousel slides from the carousel file. */
export const getCarousel = () => callApi(endpoints.carouselFile, {}, false as const);
