import { useEffect, useRef, useState } from 'react';

/**
 * Milliseconds left until `deadline` (ISO) on the SERVER's clock: `serverTime` (ISO) is the server's
 * time when the session was fetched at `receivedAt` (Date.now()), so a wrong device clock does not
 * change the countdown. Ticks every 250 ms; calls `onZero` once each time it reaches 0.
 * Returns null when there is no deadline.
 */
export function useCountdown(opts: { deadline: string | null; serverTime: string; receivedAt: number; onZero?: () => void; active: boolean }): number | null {
  const { deadline, serverTime, receivedAt, active } = opts;
  const onZero = useRef(opts.onZero);
  useEffect(() => {
    onZero.current = opts.onZero;
  });
  const compute = () => {
    if (!deadline) return null;
    const offset = Date.parse(serverTime) - receivedAt;
    return Math.max(0, Date.parse(deadline) - (Date.now() + offset));
  };
  const [left, setLeft] = useState<number | null>(compute);

  useEffect(() => {
    if (!deadline) {
      setLeft(null);
      return;
    }
    const offset = Date.parse(serverTime) - receivedAt;
    const end = Date.parse(deadline);
    let fired = false;
    const tick = () => {
      const ms = Math.max(0, end - (Date.now() + offset));
      setLeft(ms);
      if (ms === 0 && active && !fired) {
        fired = true;
        onZero.current?.();
      }
    };
    tick();
    const id = window.setInterval(tick, 250);
    return () => window.clearInterval(id);
  }, [deadline, serverTime, receivedAt, active]);

  return left;
}
