export { PrizePoolSection, type PrizePoolSectionProps } from './PrizePoolSection';
