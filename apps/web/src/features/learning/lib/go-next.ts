import { completesByOwnAction, LEARNING_MESSAGES, type ActivityItem, type CourseActivity } from '@kelas/contracts/learning';
import { findItem, nextPosition, type Position } from './navigation';

export type GoNextDeps = {
  /** POST …/complete for the item. */
  complete: (item: ActivityItem) => Promise<unknown>;
  /** Sets is_complete 1 locally and reloads the activity. */
  markedComplete: (itemId: number) => void | Promise<void>;
  /** Where failures are logged (console.error in the app). */
  log: (message: string, error: unknown) => void;
};

/**
 * Spec 4 "Next": if the current item has is_complete 0 and its rule is the learner's own action
 * (decision 240), it is first marked complete (then set to 1 locally and the activity reloaded); a
 * failure is only logged ('Gagal menandai complete'). A quiz, an assignment, a journal or a video
 * to watch completes by itself, and a preview records nothing (decision 244): no call. Then the
 * next position is returned: the next item of the chapter or the next chapter's first item, or
 * null at the end of the course (the caller then does nothing but keeps the completion).
 */
export async function completeThenNext(activity: CourseActivity, itemId: number | null, deps: GoNextDeps): Promise<Position | null> {
  const item = findItem(activity, itemId);
  // An activity saved for offline use before the rules existed carries none: the learner's own action.
  if (item && item.is_complete === 0 && !activity.preview && completesByOwnAction(item.completion_rule ?? 'own_action') && !item.is_locked) {
    try {
      await deps.complete(item);
      await deps.markedComplete(item.item_id);
    } catch (error) {
      deps.log(LEARNING_MESSAGES.markCompleteFailed, error);
    }
  }
  return nextPosition(activity, itemId);
}
