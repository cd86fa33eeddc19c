import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdleAfterLoad } from './when-idle';

describe('whenIdleAfterLoad (decisions 127 and 146)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', (cb: () => void, { timeout }: { timeout: number }) => setTimeout(cb, Math.min(timeout, 50)));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the settling time, then for the browser to be idle', async () => {
    expect(document.readyState).toBe('complete');
    const done = vi.fn();
    void whenIdleAfterLoad({ settleMs: 1000 }).then(done);
    await vi.advanceTimersByTimeAsync(999);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toHaveBeenCalledOnce();
  });

  it('without a settling time, resolves when the loaded page is idle', async () => {
    const done = vi.fn();
    void whenIdleAfterLoad().then(done);
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toHaveBeenCalledOnce();
  });
});
