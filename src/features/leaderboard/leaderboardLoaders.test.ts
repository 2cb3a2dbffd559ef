import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { TradingType } from '../../../contract/contest';
import type { RaceRankingRequest } from '../../../contract/race';
import { loadRankingFromService } from './leaderboardLoaders';

const getRaceRanking = vi.hoisted(() => vi.fn());
vi.mock('../../api/getRaceRanking', () => ({ getRaceRanking }));

beforeEach(() => {
  vi.useFakeTimers();
  getRaceRanking.mockResolvedValue({ records: [], total: 0 });
});
afterEach(() => {
  vi.useRealTimers();
  vi.resetAllMocks();
});

const request: RaceRankingRequest = {
  competitionRounds: 2,
  tradingType: TradingType.CLASSIC,
  page: 1,
  pagesize: 10,
};

it("sends the ranking request after the next paint, not in the task of the tab, page or search that asked: the paint waited 9–12 ms at 4× CPU for the request's start", async () => {
  const loaded = loadRankingFromService(request);
  await vi.advanceTimersByTimeAsync(0);
  expect(getRaceRanking).not.toHaveBeenCalled();
  // A frame, or the 35 ms after which a hidden tab, which draws none, goes on.
  await vi.advanceTimersByTimeAsync(35);
  expect(getRaceRanking).toHaveBeenCalledWith(request);
  await expect(loaded).resolves.toEqual({ records: [], total: 0 });
});
