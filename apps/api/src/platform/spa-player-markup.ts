import type { Locale, Translation } from '@kelas/contracts/i18n';
import { PLAYER_LOADING_TEXT } from '@kelas/contracts/player';
import { PLAYER_LOADING_TEXT_EN } from '@kelas/contracts/locales/en/player';
import { escapeHtml as e } from './spa-critical-markup.ts';

/**
 * The player's loading status as HTML for `#root` (decision 145): without it a phone shows a white
 * page until the player's scripts, texts and first data have all arrived (about two seconds on
 * slow 4G), because the first render waits for them (main.tsx). The markup mirrors the web's
 * loading view of `LearningPlayer` (apps/web, features/learning/components/learning-player.tsx,
 * with `Spinner`): its classes, and its label (contracts `PLAYER_LOADING_TEXT`) in the request's
 * language. Nothing user-specific: the page is the same for every visitor. Unlike the landing's
 * hero (decision 141), it does not hold the scripts back until it is painted: measured, the early
 * paint then put the player's script evaluation and first render inside Lighthouse's blocking
 * time (TBT 370–700 ms, performance 80–90), for no gain in its largest paint (the material).
 */
const TEXTS: Record<Locale, Translation<typeof PLAYER_LOADING_TEXT>> = { id: PLAYER_LOADING_TEXT, en: PLAYER_LOADING_TEXT_EN };

/** The player's loading view: a spinning ring named by its status label. */
export function playerLoadingMarkup(lang: Locale): string {
  const label = e(TEXTS[lang].loadingCourse);
  return [
    '<div class="p-4 pt-20" aria-busy="true">',
    `<span role="status" aria-label="${label}" class="flex justify-center py-16 text-brand-600">`,
    '<svg class="size-4 animate-spin" viewBox="0 0 24 24" fill="none" aria-hidden="true">',
    '<circle cx="12" cy="12" r="10" stroke="currentColor" stroke-opacity="0.25" stroke-width="4"></circle>',
    '<path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" stroke-width="4" stroke-linecap="round"></path>',
    '</svg>',
    `<span class="sr-only">${label}</span>`,
    '</span>',
    '</div>',
  ].join('');
}
