import { describe, expect, it } from 'vitest';
import {
  courseAvailability,
  coursePrice,
  CourseListQuerySchema,
  isValidSlug,
  kindBadge,
  kindToName,
  kindToSegment,
  nameToKind,
  nameToSegment,
  segmentToKind,
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

describe('coursePrice: one price per course (decision 253)', () => {
  it('is the lowest final price of the packages, with that package’s original price and discount', () => {
    const packages = [group([100_000, 0]), group([250_000, 10]), group([1_000_000, 20], [900_000, 0])];
    expect(coursePrice(packages)).toEqual({ price: 100_000, discount: 0, final: 100_000, from: true });
    expect(coursePrice([group([299_000, 50]), group([79_000, 0])])).toEqual({ price: 79_000, discount: 0, final: 79_000, from: true });
    expect(coursePrice([group([1_250_000, 40]), group([800_000, 0])])).toEqual({ price: 1_250_000, discount: 40, final: 750_000, from: true });
  });

  it('reads each package’s first price only (decision 013), and says "from" only when the packages differ', () => {
    expect(coursePrice([group([99_999, 15], [10, 0])])).toEqual({ price: 99_999, discount: 15, final: 84_999, from: false });
    expect(coursePrice([group([100_000, 0]), group([125_000, 20])])).toEqual({ price: 100_000, discount: 0, final: 100_000, from: false });
    expect(coursePrice([group([0, 0]), group([0, 0])])).toEqual({ price: 0, discount: 0, final: 0, from: false });
  });

  it('skips packages without a price and gives null when there is none', () => {
    expect(coursePrice([group(), group([50_000, 0])])?.final).toBe(50_000);
    expect(coursePrice([])).toBeNull();
    expect(coursePrice([group()])).toBeNull();
  });
});

describe('courseAvailability (decision 255)', () => {
  it('keeps a free class coming soon until a cohort is open, and marks a course without a price', () => {
    expect(courseAvailability({ kind: 'free_class', hasPrice: true, openCohort: false })).toBe('coming_soon');
    expect(courseAvailability({ kind: 'free_class', hasPrice: true, openCohort: true })).toBe('open');
    expect(courseAvailability({ kind: 'record_webinar', hasPrice: false, openCohort: false })).toBe('no_price');
    expect(courseAvailability({ kind: 'learning_video', hasPrice: true, openCohort: false })).toBe('open');
  });
});
