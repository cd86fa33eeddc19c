import type { COURSE_KIND_TEXTS, DETAIL_HERO_TEXTS } from '../../course-hero.ts';
import type { Translation } from '../../i18n.ts';

/** English twin of COURSE_KIND_TEXTS (`../../course-hero.ts`). */
export const COURSE_KIND_TEXTS_EN = {
  freeClass: 'Free Class',
  recordWebinar: 'Record Webinar',
  learningVideo: 'Learning Video',
} as const satisfies Translation<typeof COURSE_KIND_TEXTS>;

/** English twin of DETAIL_HERO_TEXTS (`../../course-hero.ts`). */
export const DETAIL_HERO_TEXTS_EN = {
  comingSoon: 'Coming Soon',
  summary: 'Course summary',
  sessions: 'Sessions: <strong>{{count}}</strong>',
  duration: 'Duration: {{hours}} hours',
  students: '{{count}} Learners',
  ratingLabel: 'Learner rating',
  noReviews: 'No reviews yet',
  reviewCount: '{{count}} reviews',
  instructor: 'Instructor',
  priceCard: 'Course price',
  professional: 'Professional',
} as const satisfies Translation<typeof DETAIL_HERO_TEXTS>;
