import type { Translation } from '../../i18n.ts';
import type { HEALTH_MESSAGES } from '../../health.ts';

/** English twin of HEALTH_MESSAGES (`../../health.ts`). */
export const HEALTH_MESSAGES_EN = {
  unavailable: 'The service is unavailable right now. Please try again in a moment.',
  shuttingDown: 'The server is shutting down. Please try again in a moment.',
  storageUnavailable: 'File storage is unavailable right now. Please try again in a moment.',
} as const satisfies Translation<typeof HEALTH_MESSAGES>;
