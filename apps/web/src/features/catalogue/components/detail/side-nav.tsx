import type { CourseDetail } from '@kelas/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { visibleSections } from '../../content/course-detail';
import { headlinePrice } from '../../lib/course-detail';
import { ConsultButton, MainAction } from './main-action';
import { PriceText } from './price-text';
import { TaxNote } from './tax-note';

/**
 * Sticky side navigation (spec 2.9): links to 'Tentang Course', 'Instruktur Course', 'Peluang
 * Karir', 'Testimoni', 'Pendaftaran & Harga', the course's one price as the hero and the card show
 * it (decision 253), the main button (disabled unless it can be taken now) and, for a learning
 * video, 'Konsultasi Gratis'. On narrow screens the links become a scrollable bar.
 */
export function SideNav({ course }: { course: Pick<CourseDetail, 'type' | 'prices' | 'title' | 'availability' | 'tax' | 'careers' | 'testimonials'> }) {
  const { t } = useTranslation('catalogue');
  return (
    <nav aria-label={t('detail.nav')} className="lg:sticky lg:top-20">
      <ul className="no-scrollbar -mx-4 flex gap-2 overflow-x-auto border-b border-slate-200 bg-white px-4 py-3 lg:mx-0 lg:block lg:space-y-1 lg:rounded-2xl lg:border lg:p-3">
        {visibleSections(course).map((s) => (
          <li key={s.id} className="shrink-0">
            <a
              href={`#${s.id}`}
              className="block rounded-full border border-slate-200 px-3 py-1.5 text-sm font-medium whitespace-nowrap text-slate-700 hover:border-brand-300 hover:text-brand-700 lg:rounded-lg lg:border-0 lg:px-3 lg:py-2 lg:hover:bg-brand-50"
            >
              {t(`detail.sections.${s.label}`)}
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-4 hidden space-y-3 lg:block">
        {course.availability === 'open' && (
          <div className="rounded-2xl border border-slate-200 bg-white p-3">
            <PriceText price={headlinePrice(course)} />
            <TaxNote tax={course.tax} className="mt-1" />
          </div>
        )}
        <MainAction course={course} />
        {course.type === 'learning video' && <ConsultButton courseTitle={course.title} />}
      </div>
    </nav>
  );
}
