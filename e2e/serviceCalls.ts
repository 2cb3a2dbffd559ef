import { expect, type APIRequestContext } from '@playwright/test';

/** The part of `availableRounds` the specs read. */
export type RoundInfo = {
  matchRounds: number;
  activityStatus: number;
  matchStartTime: string;
  matchEndTime: string;
};
export type AvailableRounds = { roundDetails: { currentRound: RoundInfo; nextRound: RoundInfo | null } };

/** Calls the service directly (a GET, or a POST with `body`) and answers the envelope's `data`. */
export async function call<T>(request: APIRequestContext, path: string, body?: unknown): Promise<T> {
  const response = body === undefined ? await request.get(path) : await request.post(path, { data: body });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}
