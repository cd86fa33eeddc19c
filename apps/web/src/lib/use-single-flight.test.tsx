import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSingleFlight } from './use-single-flight';

describe('useSingleFlight (a double tap sends one request)', () => {
  it('ignores calls while one runs, and runs again once it has settled', async () => {
    const { result } = renderHook(() => useSingleFlight());
    const calls: number[] = [];
    let release!: () => void;
    const slow = () =>
      new Promise<string>((resolve) => {
        calls.push(calls.length + 1);
        release = () => resolve('done');
      });
    let first!: Promise<string | undefined>;
    let second!: Promise<string | undefined>;
    act(() => {
      first = result.current(slow);
      second = result.current(slow);
    });
    expect(calls).toEqual([1]);
    await expect(second).resolves.toBeUndefined();
    release();
    await expect(first).resolves.toBe('done');
    await act(async () => {
      const third = result.current(async () => 'again');
      await expect(third).resolves.toBe('again');
    });
  });

  it('frees itself after a failure', async () => {
    const { result } = renderHook(() => useSingleFlight());
    await expect(result.current(() => Promise.reject(new Error('gateway')))).rejects.toThrow('gateway');
    await expect(result.current(async () => 1)).resolves.toBe(1);
  });
});
