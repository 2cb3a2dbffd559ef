export { LeaderboardSection, type LeaderboardSectionProps } from './LeaderboardSection';
export {
  loadLeaderboardRounds,
  loadRankingFromService,
  type LoadLeaderboardRounds,
  type LoadRanking,
} from './leaderboardLoaders';
