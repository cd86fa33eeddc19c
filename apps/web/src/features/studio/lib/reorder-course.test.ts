import type { StudioCourse, StudioItem } from '@kelas/contracts/studio';
import { describe, expect, it } from 'vitest';
import { moveItemToChapter } from './reorder-course';

const item = (id: number, chapter: number, position: number) =>
  ({ id, chapter_id: chapter, title: `M${id}`, item_type: 'text', position, detail: {}, completed_count: 0, prakerja_sequence: null, version: 1 }) as StudioItem;
const course = {
  chapters: [
    { id: 1, title: 'Bab 1', position: 0, prakerja_sequence: null, version: 1, completed_count: 0, items: [item(10, 1, 0), item(11, 1, 1)] },
    { id: 2, title: 'Bab 2', position: 1, prakerja_sequence: null, version: 1, completed_count: 0, items: [item(20, 2, 0)] },
  ],
} as unknown as StudioCourse;
const view = (c: StudioCourse) => c.chapters.map((ch) => ch.items.map((i) => [i.id, i.chapter_id, i.position]));

describe('moveItemToChapter', () => {
  it('moves an item into another chapter at a place and renumbers both', () => {
    expect(view(moveItemToChapter(course, 10, 2, 0))).toEqual([[[11, 1, 0]], [[10, 2, 0], [20, 2, 1]]]);
  });
  it('clamps the place to the end and reorders within one chapter', () => {
    expect(view(moveItemToChapter(course, 10, 2, 9))).toEqual([[[11, 1, 0]], [[20, 2, 0], [10, 2, 1]]]);
    expect(view(moveItemToChapter(course, 11, 1, 0))).toEqual([[[11, 1, 0], [10, 1, 1]], [[20, 2, 0]]]);
  });
  it('leaves the course as it is for an unknown item or chapter', () => {
    expect(moveItemToChapter(course, 99, 2, 0)).toBe(course);
    expect(moveItemToChapter(course, 10, 99, 0)).toBe(course);
  });
});
