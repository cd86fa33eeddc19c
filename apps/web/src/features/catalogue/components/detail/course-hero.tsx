import { BookOpen, Clock, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CourseDetail } from '@kelas/contracts/catalogue';
import { Trans, useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { StarRating } from '@/components/ui/star-rating';
import { useFormat } from '@/lib/i18n/format';
import { headlinePrice, heroBadge, mentorProfession } from '../../lib/course-detail';
import { CourseThumbnail } from '../course-card';
import { ConsultButton, MainAction } from './main-action';
import { MentorAvatar } from './mentor-avatar';
import { PriceText } from './price-text';
import { TaxNote } from './tax-note';

function Stat({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1.5 text-sm font-medium text-white ring-1 ring-white/15">
      <Icon className="size-4 text-brand-200" aria-hidden="true" />
      {children}
    </li>
  );
}

/**
 * Hero of the course detail (spec 2.9): kind badge, title, 'Jumlah Sesi', 'Durasi: {h} Jam',
 * '{n} Peserta', rating box, the instructor for a record webinar, and the price card with the
 * course's one price (the card's, decision 253), whether PPN is added, and the main button.
 */
export function CourseHero({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('catalogue');
  const format = useFormat();
  const mentor = course.type === 'record webinar' ? course.mentors[0] : undefined;
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700">
      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 py-10 sm:px-6 grid-cols-1 lg:grid-cols-[minmax(0,1fr)_22rem] lg:py-14">
        <div>
          <Badge tone={course.type === 'free class' ? 'kuning' : 'terang'} className="text-sm">
            {t(heroBadge(course.type, course.availability))}
          </Badge>
          <h1 className="mt-4 text-3xl leading-tight font-extrabold text-white sm:text-4xl">{course.title}</h1>
          <ul className="mt-6 flex flex-wrap gap-2" aria-label={t('detail.summary')}>
            <Stat icon={BookOpen}>
              <Trans t={t} i18nKey="detail.sessions" values={{ count: course.total_material }} components={{ strong: <strong className="font-bold" /> }} />
            </Stat>
            <Stat icon={Clock}>{t('detail.duration', { hours: course.total_duration.hour })}</Stat>
            <Stat icon={Users}>{t('detail.students', { count: course.total_students })}</Stat>
          </ul>
          <div className="mt-6 inline-flex items-center gap-3 rounded-xl bg-white px-4 py-3 shadow-sm">
            {/* Mirrored by the server's inlined hero (spa-detail-markup.ts): the same texts and classes. */}
            {course.rating_count > 0 ? (
              <>
                <span className="text-2xl font-extrabold text-slate-900">{format.number(course.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</span>
                <div>
                  <StarRating value={course.rating} showValue={false} />
                  <p className="text-xs text-slate-500">
                    {t('detail.ratingLabel')} · {t('detail.reviewCount', { count: course.rating_count })}
                  </p>
                </div>
              </>
            ) : (
              <span className="text-sm font-semibold text-slate-700">{t('detail.noReviews')}</span>
            )}
          </div>
          {mentor && (
            <div className="mt-6 flex items-center gap-3">
              <MentorAvatar avatar={mentor.avatar} className="size-12 ring-2 ring-white/40" />
              <div>
                <p className="text-xs font-semibold tracking-wide text-brand-200 uppercase">{t('detail.instructor')}</p>
                <p className="font-semibold text-white">{mentor.name}</p>
                <p className="text-sm text-brand-100">{mentorProfession(mentor, t('detail.professional'))}</p>
              </div>
            </div>
          )}
        </div>
        <aside aria-label={t('detail.priceCard')} className="overflow-hidden rounded-2xl bg-white shadow-xl">
          <CourseThumbnail path={course.thumbnail} sizes="(min-width: 1024px) 352px, calc(100vw - 2rem)" priority />
          <div className="space-y-4 p-5">
            {course.availability === 'coming_soon' ? (
              // Not 'Free': nobody can join it yet (decision 255).
              <p className="text-3xl font-extrabold text-slate-900">{t('detail.comingSoon')}</p>
            ) : (
              <div>
                <PriceText price={headlinePrice(course)} size="lg" />
                {course.availability === 'open' && <TaxNote tax={course.tax} className="mt-1" />}
              </div>
            )}
            <MainAction course={course} />
            {course.type === 'learning video' && <ConsultButton courseTitle={course.title} />}
          </div>
        </aside>
      </div>
    </section>
  );
}
