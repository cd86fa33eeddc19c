import type { ANNOUNCEMENT_TEXT } from '../../announcements.ts';
import type { Translation } from '../../i18n.ts';

/** English twin of ANNOUNCEMENT_TEXT (`../../announcements.ts`). */
export const ANNOUNCEMENT_TEXT_EN = {
  titleRequired: 'The announcement needs a title.',
  titleTooLong: 'The announcement title can be at most 120 characters.',
  bodyRequired: 'The announcement needs a message.',
  bodyTooLong: 'The announcement can be at most 5,000 characters.',
  notTeaching: 'Only a mentor or an author of this course, or an admin, can send announcements.',
  tooMany: 'This course has sent 3 announcements in the last 24 hours. Try again later.',
  courseNotFound: 'Course not found.',
} as const satisfies Translation<typeof ANNOUNCEMENT_TEXT>;
