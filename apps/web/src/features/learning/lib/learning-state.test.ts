import type { CourseActivity } from '@kelas/contracts/learning';
import { describe, expect, it, vi } from 'vitest';
import { completeThenNext } from './go-next';
import { canFetchActive, emptyLearningState, learningReducer, type LearningState } from './learning-state';
import {
  firstPosition,
  isChapterComplete,
  itemOrdinal,
  navigationFlags,
  nextPosition,
  positionAt,
  previousPosition,
  withItemComplete,
} from './navigation';

/** Chapter 10: items 1 (text), 2 (reading) | chapter 20: no items | chapter 30: items 3 (quiz), 4 (essay), 5 (video). */
const activity: CourseActivity = {
  course_id: 7,
  course_slug: 'kelas-a',
  course_title: 'Kelas A',
  course_progress: 20,
  certificate_code: null,
  sequential: false,
  preview: false,
  materials: [
    {
      material_id: 10,
      material_title: 'Bab 1',
      items: [
        {
          item_id: 1,
          title: 'Selamat Datang',
          item_type: 'text',
          is_complete: 1,
          completion_rule: 'own_action',
          is_locked: false,
        },
        {
          item_id: 2,
          title: 'Modul',
          item_type: 'reading',
          is_complete: 0,
          completion_rule: 'own_action',
          is_locked: false,
        },
      ],
    },
    { material_id: 20, material_title: 'Bab kosong', items: [] },
    {
      material_id: 30,
      material_title: 'Bab 3',
      items: [
        {
          item_id: 3,
          title: 'Quiz',
          item_type: 'quiz',
          is_complete: 0,
          completion_rule: 'passed',
          is_locked: false,
        },
        {
          item_id: 4,
          title: 'Jurnal',
          item_type: 'essay',
          is_complete: 0,
          completion_rule: 'answered',
          is_locked: false,
        },
        {
          item_id: 5,
          title: 'Video',
          item_type: 'video',
          is_complete: 0,
          completion_rule: 'own_action',
          is_locked: false,
        },
      ],
    },
  ],
};

const at = (
  itemId: number,
  chapterId: number,
  itemType: LearningState['itemType'],
  extra: Partial<LearningState> = {},
): LearningState => ({
  ...emptyLearningState('kelas-a'),
  courseId: 7,
  chapterId,
  itemId,
  itemType,
  ...extra,
});

describe('navigation rules (spec 4)', () => {
  it('selects the first item of the first chapter', () => {
    expect(firstPosition(activity)).toEqual({ chapterId: 10, itemId: 1, itemType: 'text' });
    expect(firstPosition({ ...activity, materials: [] })).toBeNull();
  });

  it('next: next item of the chapter, else the first item of the next chapter (passing empty ones), nothing at the end', () => {
    expect(nextPosition(activity, 1)).toEqual({ chapterId: 10, itemId: 2, itemType: 'reading' });
    expect(nextPosition(activity, 2)).toEqual({ chapterId: 30, itemId: 3, itemType: 'quiz' });
    expect(nextPosition(activity, 5)).toBeNull();
    expect(nextPosition(activity, 999)).toBeNull();
  });

  it('previous: previous item of the chapter, else the last item of the previous chapter, nothing at the start', () => {
    expect(previousPosition(activity, 4)).toEqual({ chapterId: 30, itemId: 3, itemType: 'quiz' });
    expect(previousPosition(activity, 3)).toEqual({ chapterId: 10, itemId: 2, itemType: 'reading' });
    expect(previousPosition(activity, 1)).toBeNull();
    expect(previousPosition(activity, 999)).toBeNull();
  });

  it('isFirstMaterial / isLastMaterial', () => {
    expect(navigationFlags(activity, 1)).toEqual({ isFirstMaterial: true, isLastMaterial: false });
    expect(navigationFlags(activity, 3)).toEqual({ isFirstMaterial: false, isLastMaterial: false });
    expect(navigationFlags(activity, 5)).toEqual({ isFirstMaterial: false, isLastMaterial: true });
  });

  it('both flags are true when nothing is loaded', () => {
    expect(navigationFlags(null, null)).toEqual({ isFirstMaterial: true, isLastMaterial: true });
    expect(navigationFlags(undefined, 1)).toEqual({ isFirstMaterial: true, isLastMaterial: true });
    expect(navigationFlags(activity, null)).toEqual({ isFirstMaterial: true, isLastMaterial: true });
    expect(navigationFlags(activity, 999)).toEqual({ isFirstMaterial: true, isLastMaterial: true });
    expect(navigationFlags({ ...activity, materials: [] }, null)).toEqual({
      isFirstMaterial: true,
      isLastMaterial: true,
    });
  });

  it('a chapter is complete when all its items are complete', () => {
    expect(isChapterComplete(activity.materials[0]!)).toBe(false);
    expect(isChapterComplete(withItemComplete(activity, 2).materials[0]!)).toBe(true);
    expect(isChapterComplete(activity.materials[1]!)).toBe(false);
  });

  it('marks an item complete locally and recomputes the progress', () => {
    const next = withItemComplete(activity, 2);
    expect(next.materials[0]!.items[1]!.is_complete).toBe(1);
    expect(next.course_progress).toBe(40);
    expect(activity.materials[0]!.items[1]!.is_complete).toBe(0);
  });

  it('numbers items across the course for the pager', () => {
    expect(itemOrdinal(activity, 3)).toEqual({ index: 3, total: 5 });
    expect(positionAt(activity, 5)).toEqual({ chapterId: 30, itemId: 5, itemType: 'video' });
    expect(positionAt(activity, 6)).toBeNull();
  });
});

describe('learningReducer', () => {
  it('setting the slug starts empty; clearing it clears all selection', () => {
    const s = learningReducer(at(2, 10, 'reading'), { type: 'slugSet', slug: 'kelas-b' });
    expect(s).toEqual(emptyLearningState('kelas-b'));
    expect(learningReducer(at(2, 10, 'reading'), { type: 'slugCleared' })).toEqual(emptyLearningState(null));
    const same = at(2, 10, 'reading');
    expect(learningReducer(same, { type: 'slugSet', slug: 'kelas-a' })).toBe(same);
  });

  it('loading the activity selects the first item of the first chapter', () => {
    const s = learningReducer(emptyLearningState('kelas-a'), { type: 'activityLoaded', activity });
    expect(s).toEqual(at(1, 10, 'text'));
    expect(canFetchActive(s)).toBe(true);
    expect(canFetchActive(emptyLearningState('kelas-a'))).toBe(false);
  });

  it('reopens the item of the URL when the course has it, else the first', () => {
    expect(
      learningReducer(emptyLearningState('kelas-a'), {
        type: 'activityLoaded',
        activity,
        preferredItemId: 4,
      }),
    ).toEqual(at(4, 30, 'essay'));
    expect(
      learningReducer(emptyLearningState('kelas-a'), {
        type: 'activityLoaded',
        activity,
        preferredItemId: 999,
      }),
    ).toEqual(at(1, 10, 'text'));
  });

  it('a reload keeps the current item (same object when nothing changes)', () => {
    const s = at(3, 30, 'quiz');
    expect(learningReducer(s, { type: 'activityLoaded', activity, preferredItemId: 1 })).toBe(s);
  });

  it('ignores the activity of another course, and clears the selection of a course without items', () => {
    const s = emptyLearningState('kelas-b');
    expect(learningReducer(s, { type: 'activityLoaded', activity })).toBe(s);
    const empty = learningReducer(at(1, 10, 'text'), {
      type: 'activityLoaded',
      activity: { ...activity, materials: [] },
    });
    expect(empty).toMatchObject({ courseId: 7, chapterId: null, itemId: null, itemType: null });
  });

  it('selecting an item sets the item, its chapter and type, and closes the quiz view', () => {
    const s = learningReducer(at(1, 10, 'text', { isQuizOpen: true }), {
      type: 'itemSelected',
      position: { chapterId: 30, itemId: 4, itemType: 'essay' },
    });
    expect(s).toEqual(at(4, 30, 'essay'));
  });

  it('next moves within the chapter, then to the next chapter; nothing at the end', () => {
    expect(learningReducer(at(1, 10, 'text'), { type: 'next', activity })).toEqual(at(2, 10, 'reading'));
    expect(learningReducer(at(2, 10, 'reading'), { type: 'next', activity })).toEqual(at(3, 30, 'quiz'));
    const end = at(5, 30, 'video');
    expect(learningReducer(end, { type: 'next', activity })).toBe(end);
  });

  it('previous moves back within the chapter, then to the previous chapter; nothing at the start', () => {
    expect(learningReducer(at(4, 30, 'essay'), { type: 'previous', activity })).toEqual(at(3, 30, 'quiz'));
    expect(learningReducer(at(3, 30, 'quiz'), { type: 'previous', activity })).toEqual(at(2, 10, 'reading'));
    const start = at(1, 10, 'text');
    expect(learningReducer(start, { type: 'previous', activity })).toBe(start);
  });

  it('opens and closes the quiz question view', () => {
    const open = learningReducer(at(3, 30, 'quiz'), { type: 'quizOpened' });
    expect(open.isQuizOpen).toBe(true);
    expect(learningReducer(open, { type: 'quizClosed' }).isQuizOpen).toBe(false);
  });
});

describe('completeThenNext (spec 4 "Next")', () => {
  it('marks an incomplete item complete first, then moves on', async () => {
    const calls: string[] = [];
    const next = await completeThenNext(activity, 2, {
      complete: async (item) => void calls.push(`complete ${item.item_id}`),
      markedComplete: (id) => void calls.push(`local ${id}`),
      log: () => calls.push('log'),
    });
    expect(calls).toEqual(['complete 2', 'local 2']);
    expect(next).toEqual({ chapterId: 30, itemId: 3, itemType: 'quiz' });
  });

  it('does not mark a complete item again', async () => {
    const complete = vi.fn(async () => undefined);
    await completeThenNext(activity, 1, { complete, markedComplete: vi.fn(), log: vi.fn() });
    expect(complete).not.toHaveBeenCalled();
  });

  it("only logs 'Gagal menandai complete' when marking fails, and still moves on", async () => {
    const log = vi.fn();
    const markedComplete = vi.fn();
    const err = new Error('offline');
    const next = await completeThenNext(activity, 2, {
      complete: () => Promise.reject(err),
      markedComplete,
      log,
    });
    expect(log).toHaveBeenCalledWith('Gagal menandai complete', err);
    expect(markedComplete).not.toHaveBeenCalled();
    expect(next).toEqual({ chapterId: 30, itemId: 3, itemType: 'quiz' });
  });

  it('completes the last item and then goes nowhere', async () => {
    const complete = vi.fn(async () => undefined);
    expect(
      await completeThenNext(activity, 5, { complete, markedComplete: vi.fn(), log: vi.fn() }),
    ).toBeNull();
    expect(complete).toHaveBeenCalledTimes(1);
  });
});
