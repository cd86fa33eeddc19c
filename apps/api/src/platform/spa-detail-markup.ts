import type { CourseDetail } from '@kelas/contracts/catalogue';
import { COURSE_KIND_TEXTS, DETAIL_HERO_TEXTS } from '@kelas/contracts/course-hero';
import { INTL_LOCALE, type Locale, type Translation } from '@kelas/contracts/i18n';
import { storedImageSources } from '@kelas/contracts/images';
import { COURSE_KIND_TEXTS_EN, DETAIL_HERO_TEXTS_EN } from '@kelas/contracts/locales/en/course-hero';
import { escapeHtml as e } from './spa-critical-markup.ts';

/**
 * The course detail's hero as HTML for `#root` (decision 127): the page's largest
 * paint is the hero's thumbnail, which otherwise waits for the scripts, the route's chunk and the
 * course's data. The markup mirrors the web's `CourseHero` (apps/web, features/catalogue/
 * components/detail/course-hero.tsx): its classes, the same texts (contracts `course-hero.ts`) in
 * the request's language, the same boxes in the same places, so React's first render (main.tsx
 * waits for the course's data on a detail page) replaces it without moving anything. Icons are
 * empty boxes of their size; the price and buttons under the thumbnail come with React. Public
 * data only: the page is the same for every visitor.
 */

const TEXTS: Record<
  Locale,
  { kinds: Translation<typeof COURSE_KIND_TEXTS>; hero: Translation<typeof DETAIL_HERO_TEXTS> }
> = {
  id: { kinds: COURSE_KIND_TEXTS, hero: DETAIL_HERO_TEXTS },
  en: { kinds: COURSE_KIND_TEXTS_EN, hero: DETAIL_HERO_TEXTS_EN },
};

/** `sizes` of the hero's thumbnail (course-hero.tsx); the page's preload uses the same. */
export const DETAIL_THUMBNAIL_SIZES = '(min-width: 1024px) 352px, calc(100vw - 2rem)';

/** lucide-react's `Star` (the web's StarRating), filled with the current colour. */
const STAR_PATH =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';
const star = (cls: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="currentColor" stroke="currentColor" stroke-width="0" class="${cls}" aria-hidden="true"><path d="${STAR_PATH}"></path></svg>`;

/**
 * The filled part of a star: the same star in amber, clipped to `fill` (0..1) of its width. The
 * clip is an SVG element, not a `style` attribute: the page's policy allows no inline style
 * attributes (decision 225); it draws what the web's StarRating draws with a clipped box.
 */
const starFill = (fill: number, id: string) =>
  fill <= 0
    ? ''
    : fill >= 1
      ? star('absolute inset-0 size-4 text-amber-400')
      : `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="currentColor" stroke="currentColor" stroke-width="0" class="absolute inset-0 size-4 text-amber-400" aria-hidden="true"><clipPath id="${id}"><rect width="${Math.round(fill * 2400) / 100}" height="24"></rect></clipPath><path clip-path="url(#${id})" d="${STAR_PATH}"></path></svg>`;

/** Five stars filled up to `rating` (the web's StarRating without its value). */
function stars(rating: number): string {
  const v = Math.min(Math.max(rating, 0), 5);
  const one = (i: number) => {
    const fill = Math.min(Math.max(v - i, 0), 1);
    return `<span class="relative inline-block size-4">${star('absolute inset-0 size-4 text-slate-300')}${starFill(fill, `hero-star-fill-${i}`)}</span>`;
  };
  return `<span class="inline-flex items-center gap-1.5 text-sm"><span class="inline-flex" aria-hidden="true">${[0, 1, 2, 3, 4].map(one).join('')}</span></span>`;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));

/** One summary chip (the web's `Stat`): an icon's box, then the text. */
const stat = (html: string) =>
  `<li class="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1.5 text-sm font-medium text-white ring-1 ring-white/15"><span class="size-4" aria-hidden="true"></span>${html}</li>`;

/** The badge's classes as the web's `Badge` merges them (tone, then `text-sm` over `text-xs`). */
const badgeClass = (type: CourseDetail['type']) =>
  `inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 font-semibold ring-1 ring-inset ${type === 'free class' ? 'bg-amber-50 text-amber-800 ring-amber-600/30' : 'bg-white/15 text-white ring-white/30'} text-sm`;

/** The hero of `course` inside MainLayout's frame (the empty 64-px header bar and `main`). */
export function detailCriticalMarkup(course: CourseDetail, lang: Locale): string {
  const { kinds, hero } = TEXTS[lang];
  const badge =
    course.type === 'record webinar'
      ? kinds.recordWebinar
      : course.type === 'learning video'
        ? kinds.learningVideo
        : hero.comingSoon;
  const [beforeCount = '', afterCount = ''] = hero.sessions.split('<strong>{{count}}</strong>');
  const rating = new Intl.NumberFormat(INTL_LOCALE[lang], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(course.rating);
  const mentor = course.type === 'record webinar' ? course.mentors[0] : undefined;
  const thumbnail = course.thumbnail ? storedImageSources(course.thumbnail) : null;
  return [
    '<div class="flex min-h-screen flex-col">',
    '<div class="fixed inset-x-0 top-0 z-40 h-16 border-b border-slate-200/80 bg-white/95"></div>',
    '<main class="flex-1 pt-16">',
    '<section class="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700">',
    '<div class="mx-auto grid max-w-7xl items-start gap-8 px-4 py-10 sm:px-6 grid-cols-1 lg:grid-cols-[minmax(0,1fr)_22rem] lg:py-14">',
    '<div>',
    `<span class="${badgeClass(course.type)}">${e(badge)}</span>`,
    `<h1 class="mt-4 text-3xl leading-tight font-extrabold text-white sm:text-4xl">${e(course.title)}</h1>`,
    `<ul class="mt-6 flex flex-wrap gap-2" aria-label="${e(hero.summary)}">`,
    stat(`${e(beforeCount)}<strong class="font-bold">${course.total_material}</strong>${e(afterCount)}`),
    stat(e(fill(hero.duration, { hours: course.total_duration.hour }))),
    stat(e(fill(hero.students, { count: course.total_students }))),
    '</ul>',
    '<div class="mt-6 inline-flex items-center gap-3 rounded-xl bg-white px-4 py-3 shadow-sm">',
    course.rating_count > 0
      ? `<span class="text-2xl font-extrabold text-slate-900">${e(rating)}</span><div>${stars(course.rating)}<p class="text-xs text-slate-500">${e(hero.ratingLabel)} · ${e(fill(hero.reviewCount, { count: course.rating_count }))}</p></div>`
      : `<span class="text-sm font-semibold text-slate-700">${e(hero.noReviews)}</span>`,
    '</div>',
    mentor
      ? [
          '<div class="mt-6 flex items-center gap-3">',
          '<span class="shrink-0 overflow-hidden rounded-full bg-brand-100 size-12 ring-2 ring-white/40" aria-hidden="true"></span>',
          '<div>',
          `<p class="text-xs font-semibold tracking-wide text-brand-200 uppercase">${e(hero.instructor)}</p>`,
          `<p class="font-semibold text-white">${e(mentor.name)}</p>`,
          `<p class="text-sm text-brand-100">${e(mentor.profession?.trim() || hero.professional)}</p>`,
          '</div>',
          '</div>',
        ].join('')
      : '',
    '</div>',
    `<aside aria-label="${e(hero.priceCard)}" class="overflow-hidden rounded-2xl bg-white shadow-xl">`,
    '<div class="aspect-video overflow-hidden bg-gradient-to-br from-brand-100 to-brand-200 ">',
    thumbnail
      ? `<img src="${e(thumbnail.src)}"${thumbnail.srcSet ? ` srcset="${e(thumbnail.srcSet)}" sizes="${DETAIL_THUMBNAIL_SIZES}"` : ''} alt="" width="640" height="360" loading="eager" fetchpriority="high" decoding="async" class="size-full object-cover">`
      : '',
    '</div>',
    '</aside>',
    '</div>',
    '</section>',
    '</main>',
    '</div>',
  ].join('');
}
