import { useCallback, useRef } from 'react';

/**
 * Runs one action at a time (decision 251): a second call while the first is still running is
 * ignored and answers undefined. A state flag is not enough against a double tap: both taps
 * arrive before the re-render that would disable the button, so the guard is a ref, set
 * synchronously by the first call.
 */
export function useSingleFlight() {
  const busy = useRef(false);
  return useCallback(async <T,>(action: () => Promise<T>): Promise<T | undefined> => {
    if (busy.current) return undefined;
    busy.current = true;
    try {
      return await action();
    } finally {
      busy.current = false;
    }
  }, []);
}
