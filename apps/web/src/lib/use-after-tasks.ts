import { useEffect, useState } from 'react';

/**
 * Rendering in slices (decision 141). A phone four times slower than a laptop turns
 * every 12 ms of rendering into a long task that blocks input; the SPA runs on Preact (decision
 * 128), which renders an update in one task. These hooks let a page put what is below the fold
 * into later tasks, so the browser can paint and answer input in between.
 */

/** Runs `done` after `tasks` macrotasks (0: at once); returns the cancel. */
function afterTasks(tasks: number, done: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let left = tasks;
  const step = () => {
    if (left-- <= 0) return done();
    timer = setTimeout(step, 0);
  };
  step();
  return () => clearTimeout(timer);
}

/** False on the first render, true once `tasks` macrotasks after the mount have run (0: always true). */
export function useAfterTasks(tasks = 1): boolean {
  return useValueAfterTasks(true, tasks) ?? false;
}

/**
 * `value` handed on `tasks` macrotasks after it changed (undefined before it first arrives), so
 * lists whose data arrive together (e.g. the landing's three carousels) render one per task.
 * With `tasks` 0 it is `value` itself. `value` must keep its identity while unchanged (a primitive,
 * or query data): a new object at each render would restart the wait at each render.
 */
export function useValueAfterTasks<T>(value: T, tasks: number): T | undefined {
  const [shown, setShown] = useState<T | undefined>(tasks <= 0 ? value : undefined);
  useEffect(() => (tasks <= 0 ? undefined : afterTasks(tasks, () => setShown(() => value))), [value, tasks]);
  return tasks <= 0 ? value : shown;
}
