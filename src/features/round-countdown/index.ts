export {
  RoundCountdown,
  RoundCountdownSection,
  useRoundCountdown,
  type RoundCountdownProps,
} from './RoundCountdown';
export type { RoundCountdownActor } from './RoundCountdownView';
export {
  loadRoundDetailsFromService,
  roundDetailsFrom,
  roundDetailsSnapshot,
  type RoundDetailsLoader,
} from './roundDetailsLoader';
