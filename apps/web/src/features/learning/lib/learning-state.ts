import type { CourseActivity, ItemActionBody, ItemType } from '@kelas/contracts/learning';
import { findPosition, firstPosition, nextPosition, previousPosition, type Position } from './navigation';

/**
 * The learning state of one course (spec 3 "Learning state", 4 "Course navigation"): course slug
 * and id, the current chapter, item and item type, and whether the quiz question view is open.
 * isFirstMaterial / isLastMaterial are derived with `navigationFlags`.
 */
export type LearningState = {
  slug: string | null;
  courseId: number | null;
  chapterId: number | null;
  itemId: number | null;
  itemType: ItemType | null;
  isQuizOpen: boolean;
};

export type LearningAction =
  /** Setting the course slug: a new course starts with nothing selected. */
  | { type: 'slugSet'; slug: string }
  /** Clearing the slug clears all selection. */
  | { type: 'slugCleared' }
  /**
   * The activity (re)loaded: keep the current item if the course still has it, else the preferred
   * item (the one in the URL) if the course has it, else the first item of the first chapter.
   */
  | { type: 'activityLoaded'; activity: CourseActivity; preferredItemId?: number | null }
  /** A sidebar or pager choice: it becomes the current item, chapter and type. */
  | { type: 'itemSelected'; position: Position }
  /** Move to the next material (completion is done before, by the caller); nothing at the end. */
  | { type: 'next'; activity: CourseActivity }
  /** Move to the previous material; nothing at the start. */
  | { type: 'previous'; activity: CourseActivity }
  | { type: 'quizOpened' }
  | { type: 'quizClosed' };

/** Query parameter that remembers the current item (?item={id}), so reloads and shared links reopen it. */
export const ITEM_PARAM = 'item';

/** The item named by a URL's query string (`?item={id}`), or null. */
export const urlItemId = (params: URLSearchParams): number | null => Number(params.get(ITEM_PARAM)) || null;

export const emptyLearningState = (slug: string | null = null): LearningState => ({
  slug,
  courseId: null,
  chapterId: null,
  itemId: null,
  itemType: null,
  isQuizOpen: false,
});

function moveTo(state: LearningState, position: Position | null): LearningState {
  if (!position) return state;
  if (position.itemId === state.itemId && position.chapterId === state.chapterId && position.itemType === state.itemType) return state;
  // Leaving a material resets the quiz question view (spec 4 "Quiz").
  return { ...state, chapterId: position.chapterId, itemId: position.itemId, itemType: position.itemType, isQuizOpen: false };
}

/** Pure reducer of the learning state; returns the same object when nothing changes. */
export function learningReducer(state: LearningState, action: LearningAction): LearningState {
  switch (action.type) {
    case 'slugSet':
      return action.slug === state.slug ? state : emptyLearningState(action.slug);
    case 'slugCleared':
      return emptyLearningState(null);
    case 'activityLoaded': {
      const { activity } = action;
      if (state.slug !== null && activity.course_slug !== state.slug) return state;
      const position = findPosition(activity, state.itemId) ?? findPosition(activity, action.preferredItemId) ?? firstPosition(activity);
      const withCourse = state.courseId === activity.course_id ? state : { ...state, courseId: activity.course_id };
      if (!position) return withCourse.itemId === null ? withCourse : { ...withCourse, chapterId: null, itemId: null, itemType: null, isQuizOpen: false };
      return moveTo(withCourse, position);
    }
    case 'itemSelected':
      return moveTo(state, action.position);
    case 'next':
      return moveTo(state, nextPosition(action.activity, state.itemId));
    case 'previous':
      return moveTo(state, previousPosition(action.activity, state.itemId));
    case 'quizOpened':
      return state.isQuizOpen ? state : { ...state, isQuizOpen: true };
    case 'quizClosed':
      return state.isQuizOpen ? { ...state, isQuizOpen: false } : state;
  }
}

/** True when course, chapter, item and item type are all set: then the active item is fetched (spec 4). */
export const canFetchActive = (s: LearningState): boolean => s.courseId !== null && s.chapterId !== null && s.itemId !== null && s.itemType !== null;

/** The body of POST /api/course/items/{item_id}/active for the current item (spec 7), or null until course, chapter, item and type are set. */
export const activeBody = (s: LearningState): ItemActionBody | null =>
  canFetchActive(s) ? { courseId: s.courseId!, itemId: s.chapterId!, itemType: s.itemType! } : null;
