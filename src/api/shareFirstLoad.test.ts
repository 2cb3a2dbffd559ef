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

  it('does not hand a failed answer to a reader that comes after it: that reader asks again', async () => {
    // The race page's countdown mounts only once its accounts load: after a failure and a retry, it must not
    // show the failure the service has since got over.
    const answers: Array<number | false> = [false, 7];
    const load = vi.fn(async () => answers.shift()!);
    const reader = shareFirstLoad(load);
    const accounts = reader();
    const countdown = reader();

    await expect(accounts()).resolves.toBe(false);
    await expect(countdown()).resolves.toBe(7);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does the same after a rejected answer, and shares a failure with the readers that waited on it', async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return 'rounds';
    });
    const reader = shareFirstLoad(load);
    const [page, board, later] = [reader(), reader(), reader()];

    const together = Promise.allSettled([page(), board()]);
    expect((await together).map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    await expect(later()).resolves.toBe('rounds');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('makes no request until a reader loads', () => {
    const load = vi.fn(async () => 'rounds');
    shareFirstLoad(load)();
    expect(load).not.toHaveBeenCalled();
  });
});
