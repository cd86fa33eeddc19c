import { describe, expect, it } from 'vitest';
import {
  cardPrice,
  CourseListQuerySchema,
  isValidSlug,
  kindBadge,
  kindToName,
  kindToSegment,
  nameToKind,
  nameToSegment,
  segmentToKind,
  type CourseListItem,
} from './catalogue.ts';

const group = (...entries: [number, number][]) => ({ prices: entries.map(([price, discount]) => ({ price, discount })) });

describe('course kinds (spec 2.7, 2.9, 7)', () => {
  it('maps database kinds, wire names and URL segments', () => {
    expect(kindToName('record_webinar')).toBe('record webinar');
    expect(nameToKind('learning video')).toBe('learning_video');
    expect(nameToSegment('free class')).toBe('free-class');
    expect(kindToSegment('learning_video')).toBe('learning-video');
    expect(segmentToKind('record-webinar')).toBe('record_webinar');
    expect(segmentToKind('record webinar')).toBeNull();
    expect(segmentToKind('other')).toBeNull();
    expect(kindBadge('record webinar')).toBe('Record Webinar');
  });

  it('accepts only the three kind names as the list type', () => {
    expect(CourseListQuerySchema.safeParse({ type: 'record webinar' }).success).toBe(true);
    expect(CourseListQuerySchema.safeParse({ type: 'record-webinar' }).success).toBe(false);
    expect(CourseListQuerySchema.safeParse({ type: 'record_webinar' }).success).toBe(false);
    expect(CourseListQuerySchema.safeParse({}).success).toBe(false);
  });

  it('recognises slugs', () => {
    expect(isValidSlug('belajar-analisis-data-dengan-python')).toBe(true);
    expect(isValidSlug('Bad Slug')).toBe(false);
    expect(isValidSlug('../etc')).toBe(false);
    expect(isValidSlug('a'.repeat(101))).toBe(false);
  });
});

describe('cardPrice (spec 2.7, decision 020)', () => {
  const course = (name: CourseListItem['name'], prices: CourseListItem['prices']) => ({ name, prices });

  it('reads group 0 of a free class', () => {
    expect(cardPrice(course('free class', [group([0, 0]), group([50_000, 0])]))).toEqual({ price: 0, discount: 0, final: 0 });
  });

  it('reads the first entry of group 2 for the other kinds', () => {
    const prices = [group([100_000, 0]), group([250_000, 10]), group([1_000_000, 20], [900_000, 0])];
    expect(cardPrice(course('record webinar', prices))).toEqual({ price: 1_000_000, discount: 20, final: 800_000 });
    expect(cardPrice(course('learning video', prices))?.final).toBe(800_000);
  });

  it('falls back to the nearest group below when group 2 is missing or empty', () => {
    expect(cardPrice(course('learning video', [group([100_000, 0]), group([250_000, 10])]))?.price).toBe(250_000);
    expect(cardPrice(course('learning video', [group([100_000, 0]), group(), group()]))?.price).toBe(100_000);
    expect(cardPrice(course('record webinar', [group([99_999, 15])]))).toEqual({ price: 99_999, discount: 15, final: 84_999 });
  });

  it('gives null when there is no price at all', () => {
    expect(cardPrice(course('record webinar', []))).toBeNull();
    expect(cardPrice(course('free class', [group()]))).toBeNull();
  });
});
