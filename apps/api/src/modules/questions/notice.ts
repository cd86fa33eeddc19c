import { plainTextExcerpt } from '../../lib/plain-text.ts';

/** The question's page in the SPA, where a notification leads (decision 277). */
export const questionLink = (questionId: number) => `/diskusi/${questionId}`;

/** Longest excerpt of a question in a notification (characters). */
const EXCERPT_MAX = 120;

/** The first words of a post as plain text for a notification (at most EXCERPT_MAX characters). */
export const plainExcerpt = (body: string): string => plainTextExcerpt(body, EXCERPT_MAX);
