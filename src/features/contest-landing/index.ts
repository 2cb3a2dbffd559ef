export { landingAnchors, type LandingVariant } from './landingAnchors';
export { MyRaceLink, type MyRaceLinkProps } from './MyRaceLink';
