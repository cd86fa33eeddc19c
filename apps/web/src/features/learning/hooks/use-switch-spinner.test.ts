import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSwitchSpinner } from './use-switch-spinner';

describe('useSwitchSpinner (spec 2.21: 500 ms on every switch)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  it('is on for 500 ms after the first material and after every change', () => {
    const { result, rerender } = renderHook(({ key }) => useSwitchSpinner(key), { initialProps: { key: 1 } });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);

    rerender({ key: 2 });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(300));
    rerender({ key: 3 });
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe(false);

    rerender({ key: 3 });
    expect(result.current).toBe(false);
  });

  describe('with the moment the loading status began to show (decision 146)', () => {
    /** The player's loading status has shown for `ms`, with no material chosen yet. */
    function loadingFor(ms: number) {
      const since = performance.now();
      const hook = renderHook(({ key }) => useSwitchSpinner(key, since), { initialProps: { key: null as number | null } });
      act(() => vi.advanceTimersByTime(ms));
      return hook;
    }

    it('counts the first material’s 500 ms from that moment', () => {
      const { result, rerender } = loadingFor(350);
      expect(result.current).toBe(true);

      rerender({ key: 1 });
      expect(result.current).toBe(true);
      act(() => vi.advanceTimersByTime(149));
      expect(result.current).toBe(true);
      act(() => vi.advanceTimersByTime(1));
      expect(result.current).toBe(false);
    });

    it('shows a first material at once when the spinner has shown for 500 ms already', () => {
      const { result, rerender } = loadingFor(800);
      rerender({ key: 1 });
      expect(result.current).toBe(false);
    });

    it('gives every later change, and the first material when it comes back, the full 500 ms', () => {
      const { result, rerender } = loadingFor(800);
      rerender({ key: 1 });
      expect(result.current).toBe(false);

      for (const key of [2, 1]) {
        rerender({ key });
        expect(result.current).toBe(true);
        act(() => vi.advanceTimersByTime(499));
        expect(result.current).toBe(true);
        act(() => vi.advanceTimersByTime(1));
        expect(result.current).toBe(false);
      }
    });
  });
});
