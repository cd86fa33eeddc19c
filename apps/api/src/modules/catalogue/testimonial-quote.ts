import { COURSE_PAGE_LIMITS } from '@kelas/contracts/course-page';
import { plainTextExcerpt } from '../../lib/plain-text.ts';

/** A review's words as a testimonial's quote (decision 283): plain text, as long as a typed quote may be. */
export const quoteOf = (body: string): string => plainTextExcerpt(body, COURSE_PAGE_LIMITS.quoteMax);
