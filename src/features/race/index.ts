export { RacePage, type RacePageProps } from './RacePage';
