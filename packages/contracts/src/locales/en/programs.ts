import type { Translation } from '../../i18n.ts';
import type { PROGRAMS_TEXT } from '../../programs.ts';

/** English twin of PROGRAMS_TEXT (`../../programs.ts`): "Programmu" is "My Programmes". */
export const PROGRAMS_TEXT_EN = {
  heading: 'My Programmes',
  search: 'Search Training',
  empty: 'You do not have any training yet',
  mentors: 'Course Mentors:',
  progress: 'Course Progress',
  continue: 'Continue',
  joinGroup: 'Join Group',
  certificate: 'Download Certificate',
  emptySearch: 'No training matches your search',
} as const satisfies Translation<typeof PROGRAMS_TEXT>;
