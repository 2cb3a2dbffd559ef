export { RoundCountdown, RoundCountdownSection, type RoundCountdownProps } from './RoundCountdown';
export { loadRoundDetailsFromService, roundDetailsFrom, type RoundDetailsLoader } from './roundDetailsLoader';
