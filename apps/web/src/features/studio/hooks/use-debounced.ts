import { useEffect, useState } from 'react';

/** `value`, updated only after it stayed the same for `ms` milliseconds (search boxes). */
export function useDebounced<T>(value: T, ms: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const t = window.setTimeout(() => setCurrent(value), ms);
    return () => window.clearTimeout(t);
  }, [value, ms]);
  return current;
}
