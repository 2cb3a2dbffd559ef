import { describe, expect, it, vi } from 'vitest';
import { shareFirstLoad } from './shareFirstLoad';

describe('shareFirstLoad', () => {
  it('answers every reader’s first load with one request, and asks again for later loads', async () => {
    let calls = 0;
    const load = vi.fn(async () => (calls += 1));
    const reader = shareFirstLoad(load);
    const page = reader();
    const countdown = reader();
    const leaderboard = reader();

    await expect(Promise.all([page(), countdown()])).resolves.toEqual([1, 1]);
    await expect(leaderboard()).resolves.toBe(1);
    expect(load).toHaveBeenCalledTimes(1);

    await expect(countdown()).resolves.toBe(2);
    await expect(page()).resolves.toBe(3);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('makes no request until a reader loads', () => {
    const load = vi.fn(async () => 'rounds');
    shareFirstLoad(load)();
    expect(load).not.toHaveBeenCalled();
  });
});
