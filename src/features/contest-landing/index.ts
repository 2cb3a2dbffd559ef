export { ContestLandingPage, type ContestLandingPageProps } from './ContestLandingPage';
export { landingAnchors, type LandingVariant } from './landingAnchors';
