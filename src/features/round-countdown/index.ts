export { RoundCountdown, RoundCountdownSection, type RoundCountdownProps } from './RoundCountdown';
export { loadRoundDetailsFromService, type RoundDetailsLoader } from './roundDetailsLoader';
