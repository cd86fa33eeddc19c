import type { Locale, Translation } from '@kelas/contracts/i18n';
import { LANDING_HERO_IMAGE, LANDING_HERO_TEXTS } from '@kelas/contracts/landing';
import { LANDING_HERO_TEXTS_EN } from '@kelas/contracts/locales/en/landing';
import escapeHtml from 'escape-html';

/**
 * Critical markup inlined into the SPA's index.html (decision 126): the landing's
 * hero (its LCP element is the hero illustration) is in the HTML itself, so a phone paints it as
 * soon as the HTML and the stylesheet arrive, not after the entry script has downloaded and run.
 * React's first render (which main.tsx starts once the route's module is loaded) replaces the
 * whole `#root` content with the same hero at the same place: the markup below mirrors
 * `LandingHero` in apps/web (its classes; its texts come from the same contracts constants), in
 * the language the request negotiates (Accept-Language), so an English browser paints English.
 * Nothing user-specific is inlined: the page is the same for every visitor.
 */

/** The hero's texts in each interface language (the web's `catalogue:landing` spreads the same objects). */
const HERO_TEXTS: Record<Locale, Translation<typeof LANDING_HERO_TEXTS>> = { id: LANDING_HERO_TEXTS, en: LANDING_HERO_TEXTS_EN };

/** The brand's place in `welcome` (react-i18next `<Trans>` markup on the web). */
const BRAND_SLOT = '<brand>{{brand}}</brand>';

/** Text or an attribute value made safe for HTML (`escape-html`, as Express uses it). */
export { escapeHtml };

/** Classes of the web's `buttonClass('biru' | 'garis', 'lg')` (components/ui/button.tsx). */
const BUTTON_BASE =
  'inline-flex shrink-0 items-center justify-center font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 h-12 gap-2 rounded-lg px-6 text-base';
const BUTTON_BIRU = `${BUTTON_BASE} bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-600`;
const BUTTON_GARIS = `${BUTTON_BASE} border border-brand-600 bg-white text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-600`;

/**
 * The landing's first screen as HTML for `#root`: MainLayout's frame (the fixed 64-px header bar,
 * empty, and `main` with its top padding) around the hero. `brand` is the configured brand name.
 */
export function landingCriticalMarkup(opts: { brand: string; lang: Locale }): string {
  const t = HERO_TEXTS[opts.lang];
  const e = escapeHtml;
  const [beforeBrand = '', afterBrand = ''] = t.welcome.split(BRAND_SLOT);
  return [
    '<div class="flex min-h-screen flex-col">',
    '<div class="fixed inset-x-0 top-0 z-40 h-16 border-b border-slate-200/80 bg-white/95"></div>',
    '<main class="flex-1 pt-16">',
    '<section class="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">',
    '<div class="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 md:py-20">',
    '<div>',
    `<p class="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-700 shadow-sm ring-1 ring-brand-100"><span class="size-4" aria-hidden="true"></span>${e(t.badge)}</p>`,
    `<h1 class="mt-5 text-3xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-5xl">${e(beforeBrand)}<span class="text-brand-600">${e(opts.brand)}</span>${e(afterBrand)}</h1>`,
    `<p class="mt-5 max-w-xl text-lg leading-relaxed text-slate-600">${e(t.tagline)}</p>`,
    '<div class="mt-8 flex flex-wrap gap-3">',
    `<a class="${BUTTON_BIRU}" href="#kelas">${e(t.seeCourses)}<span class="size-5" aria-hidden="true"></span></a>`,
    `<a class="${BUTTON_GARIS}" href="/prakerja">${e(t.voucherProgramme)}</a>`,
    '</div>',
    '</div>',
    `<img src="${LANDING_HERO_IMAGE}" alt="${e(t.heroImage)}" width="520" height="420" fetchpriority="high" class="mx-auto w-full max-w-md md:max-w-none">`,
    '</div>',
    '</section>',
    '</main>',
    '</div>',
  ].join('');
}
