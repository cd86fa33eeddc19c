import { LANDING_HERO_IMAGE, LANDING_HERO_TEXTS } from '@kelas/contracts/landing';
import { ArrowRight, BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The landing tagline (spec 1 and 2.6). */
export const LANDING_TAGLINE = LANDING_HERO_TEXTS.tagline;

/**
 * Hero (spec 2.6): 'Selamat Datang Peserta {brand}' and the tagline. The server inlines the same
 * markup into the landing's HTML (apps/api platform/spa-critical-markup.ts, decision 126): keep
 * the two in step (classes, texts from contracts), so React's first render replaces it in place.
 */
export function LandingHero({ brand }: { brand: string }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 md:py-20">
        <div>
          <p className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-700 shadow-sm ring-1 ring-brand-100">
            <BadgeCheck className="size-4" aria-hidden="true" />
            {LANDING_HERO_TEXTS.badge}
          </p>
          <h1 className="mt-5 text-3xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {LANDING_HERO_TEXTS.welcome} <span className="text-brand-600">{brand}</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-600">{LANDING_TAGLINE}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <a href="#kelas">
                {LANDING_HERO_TEXTS.seeCourses}
                <ArrowRight className="size-5" aria-hidden="true" />
              </a>
            </Button>
            <Button asChild size="lg" variant="garis">
              <Link to={paths.voucherProgramme}>{LANDING_HERO_TEXTS.voucherProgramme}</Link>
            </Button>
          </div>
        </div>
        <img src={LANDING_HERO_IMAGE} alt={LANDING_HERO_TEXTS.imageAlt} width={520} height={420} className="mx-auto w-full max-w-md md:max-w-none" />
      </div>
    </section>
  );
}
