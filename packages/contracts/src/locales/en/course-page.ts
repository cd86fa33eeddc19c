import type { Translation } from '../../i18n.ts';
import { COURSE_PAGE_LIMITS, type COURSE_PAGE_MESSAGES } from '../../course-page.ts';

/** English twin of COURSE_PAGE_MESSAGES (`../../course-page.ts`). */
export const COURSE_PAGE_MESSAGES_EN = {
  highlightRequired: 'A highlight may not be empty.',
  highlightTooLong: `A highlight has at most ${COURSE_PAGE_LIMITS.highlightMax} characters.`,
  careerTitleRequired: 'The job title is required.',
  salaryInvalid: 'A salary must be a whole number of rupiah, 0 or more.',
  salaryOrder: 'The highest salary may not be below the lowest.',
  learnerNameRequired: "The learner's name is required.",
  quoteRequired: 'The testimonial text is required.',
  quoteTooLong: `A testimonial has at most ${COURSE_PAGE_LIMITS.quoteMax} characters.`,
  consentRequired: "Tick the learner's consent before their testimonial is shown.",
  tooMany: 'Too many entries.',
} as const satisfies Translation<typeof COURSE_PAGE_MESSAGES>;
