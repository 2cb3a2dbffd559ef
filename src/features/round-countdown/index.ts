export {
  RoundCountdown,
  RoundCountdownSection,
  useRoundCountdown,
  type RoundCountdownProps,
} from './RoundCountdown';
export type { RoundCountdownActor } from './RoundCountdownView';
export { loadRoundDetailsFromService, roundDetailsFrom, type RoundDetailsLoader } from './roundDetailsLoader';
