import type { Translation } from '../../i18n.ts';
import type { REVIEW_STATUS_LABELS, REVIEW_TEXT } from '../../reviews.ts';

/** English twin of REVIEW_TEXT (`../../reviews.ts`). */
export const REVIEW_TEXT_EN = {
  rating: 'The rating must be a whole number from 1 to 5.',
  bodyTooLong: 'A review can be at most 10,000 characters.',
  sort: 'Unknown review order.',
  status: 'Unknown review status.',
  notEnrolled: 'You are not enrolled in this course.',
  underHalf: 'Complete at least 50% of the course to review it.',
  notFound: 'Review not found.',
  saved: 'Review saved.',
  hidden: 'Review hidden.',
  restored: 'Review shown again.',
  testimonialNotAllowed: 'This review cannot be a testimonial: its author has not allowed it, or it is hidden.',
  testimonialsFull: 'This course already has 6 testimonials. Remove one first.',
} as const satisfies Translation<typeof REVIEW_TEXT>;

/** English twin of REVIEW_STATUS_LABELS (`../../reviews.ts`). */
export const REVIEW_STATUS_LABELS_EN = {
  visible: 'Shown',
  hidden: 'Hidden',
} as const satisfies Translation<typeof REVIEW_STATUS_LABELS>;
