import type { ReactNode } from 'react';
import { useAfterTasks } from '@/lib/use-after-tasks';

/**
 * `children` rendered `tasks` tasks after the mount (decision 141), for what is below the fold of
 * a page whose first render must stay short; until then a screen-high box holds their place, so
 * the footer never enters the first screen and nothing shifts when they come.
 */
export function AfterTasks({ tasks = 1, children }: { tasks?: number; children: ReactNode }) {
  return useAfterTasks(tasks) ? children : <div className="min-h-screen" />;
}
