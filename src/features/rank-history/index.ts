export {
  RankHistorySection,
  useHistoryResult,
  useRankHistory,
  type RankHistoryActor,
  type RankHistorySectionProps,
} from './RankHistorySection';
export { rankHistoryFrom } from './rankHistoryLoader';
