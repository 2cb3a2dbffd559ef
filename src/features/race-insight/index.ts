export { RaceInsightSection, type RaceInsightSectionProps } from './RaceInsightSection';
