import { useCallback, useState } from 'react';
import { useBlocker } from 'react-router';

/**
 * Holds the learner while `holding` (a quiz attempt is running, decision 256): an action that
 * would leave it (the bottom bar, the chapter list, the pager) is kept until the learner answers,
 * and so is leaving the page (a link, the browser's back button: React Router's blocker). Closing
 * or reloading the tab is not held: the browser's own prompt could not say that the timer keeps
 * running, and coming back shows 'Lanjutkan Quiz' with the time left. Returns `guard(action)`,
 * which runs the action at once when nothing is held, and the question's state with its answers.
 */
export function useLeaveGuard(holding: boolean) {
  const [pending, setPending] = useState<(() => void) | null>(null);
  // Another page, or (back and forward) another entry of this one: a learner who opened items by
  // their links has one history entry per item. The player's own item changes replace the entry.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      holding && (currentLocation.pathname !== nextLocation.pathname || (historyAction === 'POP' && currentLocation.search !== nextLocation.search)),
  );

  const guard = useCallback(
    (action: () => void) => {
      if (holding) setPending(() => action);
      else action();
    },
    [holding],
  );
  const stay = () => {
    setPending(null);
    if (blocker.state === 'blocked') blocker.reset();
  };
  const leave = () => {
    const action = pending;
    setPending(null);
    if (blocker.state === 'blocked') blocker.proceed();
    else action?.();
  };
  return { guard, asking: pending !== null || blocker.state === 'blocked', stay, leave };
}
