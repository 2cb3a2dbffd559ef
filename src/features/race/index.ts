export { MyRaceLink, type MyRaceLinkProps } from './MyRaceLink';
export { RacePage, type RacePageProps } from './RacePage';
