export { HallOfFameSection, type HallOfFameSectionProps } from './HallOfFameSection';
