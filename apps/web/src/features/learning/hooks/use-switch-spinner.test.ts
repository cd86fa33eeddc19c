import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSwitchSpinner } from './use-switch-spinner';

describe('useSwitchSpinner (spec 2.21: 500 ms on every switch)', () => {
  beforeEach(() => vi.useFakeTimers());
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
});
