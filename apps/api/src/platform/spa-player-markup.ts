import type { Locale, Translation } from '@kelas/contracts/i18n';
import { PLAYER_LOADING_TEXT } from '@kelas/contracts/player';
import { PLAYER_LOADING_TEXT_EN } from '@kelas/contracts/locales/en/player';
import { escapeHtml as e } from './spa-critical-markup.ts';

/**
 * The player's skeleton as HTML for `#root` (decisions 145, 257): without it a phone shows a white
 * page until the player's scripts, texts and first data have all arrived (about two seconds on
 * slow 4G), because the first render waits for them (main.tsx). The markup mirrors the web's
 * `PlayerSkeleton` (apps/web, features/learning/components/player-skeleton.tsx): its classes (so
 * the stylesheet has them), the header with 'Memuat kelas…' where the course's title comes, the
 * sidebar, the activity-list bar, a material card and the bottom bar in their places, and the
 * label (contracts `PLAYER_LOADING_TEXT`) in the request's language. No style attribute (the
 * page's policy allows none) and nothing user-specific: the page is the same for every visitor.
 * Unlike the landing's hero (decision 141), it does not hold the scripts back until it is
 * painted: measured, the early paint then put the player's script evaluation and first render
 * inside Lighthouse's blocking time (TBT 370–700 ms, performance 80–90), for no gain in its
 * largest paint (the material).
 */
const TEXTS: Record<Locale, Translation<typeof PLAYER_LOADING_TEXT>> = { id: PLAYER_LOADING_TEXT, en: PLAYER_LOADING_TEXT_EN };

const bone = 'animate-pulse rounded-md bg-slate-200';
const box = (cls: string) => `<div class="${cls} ${bone}"></div>`;

/** The player's skeleton, labelled 'Memuat kelas…' / 'Loading course…'. */
export function playerLoadingMarkup(lang: Locale): string {
  const label = e(TEXTS[lang].loadingCourse);
  return [
    '<div class="min-h-screen bg-slate-50" aria-busy="true">',
    '<div class="fixed inset-x-0 top-0 z-40 h-16 border-b border-slate-200 bg-white">',
    '<div class="flex h-full items-center gap-3 px-3 sm:px-5">',
    box('size-10 shrink-0 rounded-full lg:hidden'),
    box('hidden h-8 w-28 shrink-0 lg:block'),
    '<div class="min-w-0 flex-1">',
    `<p role="status" class="truncate text-sm font-bold text-slate-600 sm:text-base">${label}…</p>`,
    box('mt-1 h-1.5 w-2/3 lg:hidden'),
    '</div>',
    box('hidden h-4 w-56 shrink-0 lg:block'),
    '</div>',
    '</div>',
    '<div class="fixed top-16 bottom-0 left-0 hidden w-80 space-y-3 border-r border-slate-200 bg-white p-4 lg:block">',
    box('h-5 w-32'),
    box('h-12 w-full'),
    box('h-12 w-full'),
    box('h-12 w-full'),
    '</div>',
    '<div class="pt-16 pb-20 lg:pl-80">',
    '<div class="sticky top-16 z-20 border-b border-slate-200 bg-white px-3 py-2 lg:hidden">',
    box('h-8 w-full'),
    '</div>',
    '<div class="mx-auto max-w-4xl px-3 py-4 sm:px-6 sm:py-6">',
    '<div class="min-h-64 rounded-2xl border border-slate-200 bg-white p-6">',
    box('h-4 w-24'),
    box('mt-3 h-6 w-2/3'),
    box('mt-4 h-40 w-full'),
    '</div>',
    '</div>',
    '</div>',
    '<div class="fixed inset-x-0 bottom-0 z-30 h-16 border-t border-slate-200 bg-white lg:left-80"></div>',
    '</div>',
  ].join('');
}
