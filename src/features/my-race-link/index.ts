export { MyRaceLink, type MyRaceLinkProps } from './MyRaceLink';
