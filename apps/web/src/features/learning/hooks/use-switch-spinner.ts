import { MATERIAL_SWITCH_SPINNER_MS } from '@kelas/contracts/learning';
import { useEffect, useState } from 'react';

/** True for 500 ms after `key` changes (spec 2.21: a spinner on every change of the active material). */
export function useSwitchSpinner(key: unknown, ms = MATERIAL_SWITCH_SPINNER_MS): boolean {
  const [shownFor, setShownFor] = useState<{ key: unknown; done: boolean }>({ key, done: false });
  useEffect(() => {
    const t = setTimeout(() => setShownFor({ key, done: true }), ms);
    return () => clearTimeout(t);
  }, [key, ms]);
  // A new key shows the spinner at once, before the effect's timer starts.
  return shownFor.key !== key || !shownFor.done;
}
