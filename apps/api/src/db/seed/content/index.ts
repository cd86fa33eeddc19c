import { analisisDataPython } from './analisis-data-python.ts';
import { FREE_CLASSES } from './free-classes.ts';
import { LEARNING_VIDEOS } from './learning-videos.ts';
import { publicSpeaking } from './public-speaking.ts';
import { RECORD_WEBINARS } from './record-webinars.ts';
import type { CourseSeed } from './types.ts';

/**
 * Every seeded course, in display order within its kind (decision 021): 5 learning videos,
 * 5 record webinars (one without price packages) and 4 free classes. The first two are the demo
 * learner's courses.
 */
export const COURSES: CourseSeed[] = [analisisDataPython, publicSpeaking, ...LEARNING_VIDEOS, ...RECORD_WEBINARS, ...FREE_CLASSES];
