import { describe, expect, it } from 'vitest';
import { matchStudioRoute } from './studio-route';

describe('matchStudioRoute', () => {
  it('reads every studio screen from the path after /studio/', () => {
    expect(matchStudioRoute('')).toEqual({ screen: 'list' });
    expect(matchStudioRoute('courses/7')).toEqual({ screen: 'course', courseId: 7, tab: 'info' });
    expect(matchStudioRoute('courses/7/packages')).toEqual({ screen: 'course', courseId: 7, tab: 'packages' });
    expect(matchStudioRoute('courses/7/curriculum/')).toEqual({ screen: 'course', courseId: 7, tab: 'curriculum' });
    expect(matchStudioRoute('courses/7/items/12')).toEqual({ screen: 'item', courseId: 7, itemId: 12 });
    expect(matchStudioRoute('courses/7/items/new')).toEqual({ screen: 'item', courseId: 7, itemId: 'new' });
  });
  it('answers not-found for anything else', () => {
    for (const p of ['kursus', 'courses/x', 'courses/0', 'courses/7/harga', 'courses/7/items/-1', 'courses/7/items/3/extra']) expect(matchStudioRoute(p)).toEqual({ screen: 'not-found' });
  });
});
