import { MATERIAL_SWITCH_SPINNER_MS } from '@kelas/contracts/learning';
import { useLayoutEffect, useRef, useState } from 'react';

const NONE = Symbol('no material yet');

/**
 * True for 500 ms after `key` changes (spec 2.21: "Whenever the active material changes, a loading
 * spinner is shown for 500 ms"). `key` is the active material's item id, null before the first.
 *
 * `loadingSince` (ms on `performance.now()`'s clock) is when the player's own loading status
 * began to show, if it did before the first material was chosen (decision 146). The first
 * material's 500 ms then count from that moment: the learner has been looking at a spinner since,
 * and holding the material back for 500 ms more would only delay it. Every later change shows the
 * spinner for the full 500 ms.
 */
export function useSwitchSpinner(key: unknown, loadingSince?: number, ms = MATERIAL_SWITCH_SPINNER_MS): boolean {
  const [shownFor, setShownFor] = useState<{ key: unknown; done: boolean }>({ key, done: false });
  const first = useRef<{ key: unknown; since: number | undefined }>({ key: NONE, since: loadingSince });
  useLayoutEffect(() => {
    if (key !== null && first.current.key === NONE) first.current.key = key;
    const isFirst = key !== null && key === first.current.key;
    // Once another material has been chosen, the first one gets the full 500 ms too when it comes back.
    if (key !== null && !isFirst) first.current.since = undefined;
    const since = isFirst ? first.current.since : undefined;
    const wait = since === undefined ? ms : since + ms - performance.now();
    if (wait <= 0) {
      // Shown long enough already: the material replaces the spinner before it is painted again.
      setShownFor({ key, done: true });
      return;
    }
    const t = setTimeout(() => setShownFor({ key, done: true }), wait);
    return () => clearTimeout(t);
  }, [key, ms]);
  // A new key shows the spinner at once, before the effect's timer starts.
  return shownFor.key !== key || !shownFor.done;
}
