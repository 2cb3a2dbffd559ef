import { describe, expect, it, vi } from 'vitest';
import { startedEarly, startedEarlyKeptMs } from './startedEarly';

describe('startedEarly', () => {
  it('hands the call started ahead to the next load, once; later loads ask again', async () => {
    let calls = 0;
    const call = vi.fn(async () => (calls += 1));
    const rounds = startedEarly(call);

    rounds.start();
    expect(call).toHaveBeenCalledTimes(1);
    await expect(rounds.load()).resolves.toBe(1);
    expect(call).toHaveBeenCalledTimes(1);

    await expect(rounds.load()).resolves.toBe(2);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('asks the service when nothing was started ahead', async () => {
    const call = vi.fn(async () => 'rounds');
    await expect(startedEarly(call).load()).resolves.toBe('rounds');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('does not hand over a call started too long before the page asked', async () => {
    let clock = 0;
    let calls = 0;
    const rounds = startedEarly(async () => (calls += 1), { now: () => clock });
    rounds.start();
    clock = startedEarlyKeptMs + 1;
    await expect(rounds.load()).resolves.toBe(2);
  });

  it('hands a failure to the page that takes it, and leaves none unhandled when nobody does', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const accounts = startedEarly(() => Promise.reject(new Error('offline')));
      accounts.start();
      await expect(accounts.load()).rejects.toThrow('offline');
      accounts.start();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('takes the answer the page came with in place of the call, in hand until a load takes it', async () => {
    const call = vi.fn(async () => 'asked');
    const rounds = startedEarly(call, { carried: () => 'carried' });
    expect(rounds.inHand()).toBeUndefined();
    rounds.start();
    expect(call).not.toHaveBeenCalled();
    expect(rounds.inHand()).toBe('carried');
    await expect(rounds.load()).resolves.toBe('carried');
    expect(rounds.inHand()).toBeUndefined();
    await expect(rounds.load()).resolves.toBe('asked');
  });

  it('calls when the page came without the answer, and has nothing in hand', async () => {
    const call = vi.fn(async () => 'asked');
    const rounds = startedEarly(call, { carried: () => undefined });
    rounds.start();
    expect(call).toHaveBeenCalledTimes(1);
    expect(rounds.inHand()).toBeUndefined();
    await expect(rounds.load()).resolves.toBe('asked');
  });

  it('no longer has a carried answer in hand once it is older than a call started early is kept', () => {
    let clock = 0;
    const rounds = startedEarly(async () => 'asked', { now: () => clock, carried: () => 'carried' });
    rounds.start();
    clock = startedEarlyKeptMs + 1;
    expect(rounds.inHand()).toBeUndefined();
  });
});
