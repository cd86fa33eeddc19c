import type { Translation } from '../../i18n.ts';
import type { LANDING_HERO_TEXTS } from '../../landing.ts';

/** English twin of LANDING_HERO_TEXTS (`../../landing.ts`). */
export const LANDING_HERO_TEXTS_EN = {
  badge: 'Career Accelerator Learning',
  welcome: 'Welcome, <brand>{{brand}}</brand> Learners',
  tagline:
    'Boost your career with Career Accelerator Learning: project-based courses with mentors to build digital skills, leadership and personal charisma.',
  seeCourses: 'See Courses',
  voucherProgramme: 'Prakerja Voucher Programme',
  heroImage: 'Learners studying online with a mentor',
} as const satisfies Translation<typeof LANDING_HERO_TEXTS>;
