import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `ms` milliseconds (the search box's 500 ms, spec 9). */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}
