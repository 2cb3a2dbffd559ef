import { describe, expect, it, vi } from 'vitest';
import { createTraceEmitter } from './traceEvents';

describe('trace-id events', () => {
  it('delivers events to subscribers until they unsubscribe', () => {
    const emitter = createTraceEmitter();
    const listener = vi.fn();
    const unsubscribe = emitter.subscribe(listener);
    emitter.emit({ kind: 'timeout', token: 't1' });
    unsubscribe();
    emitter.emit({ kind: 'timeout', token: 't2' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ kind: 'timeout', token: 't1' });
  });

  it('keeps delivering to other listeners when one throws', () => {
    const emitter = createTraceEmitter();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const healthy = vi.fn();
    emitter.subscribe(() => {
      throw new Error('broken');
    });
    emitter.subscribe(healthy);
    emitter.emit({ kind: 'business', code: 10001, traceId: 't', message: 'bad' });
    expect(healthy).toHaveBeenCalledOnce();
  });
});
