import type { Translation } from '../../i18n.ts';
import type { PLAYER_LOADING_TEXT } from '../../player.ts';

/** English twin of PLAYER_LOADING_TEXT (`../../player.ts`). */
export const PLAYER_LOADING_TEXT_EN = { loadingCourse: 'Loading course' } as const satisfies Translation<typeof PLAYER_LOADING_TEXT>;
