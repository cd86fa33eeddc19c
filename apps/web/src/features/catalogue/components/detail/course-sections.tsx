import DOMPurify from 'dompurify';
import { Award, Briefcase, FileText, PlayCircle, Quote } from 'lucide-react';
import type { CourseDetail } from '@kelas/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { Accordion, AccordionItem } from '@/components/ui/accordion';
import { Badge } from '@/components/ui/badge';
import { StarRating } from '@/components/ui/star-rating';
import { storageUrl } from '@/config/paths';
import { useFormat } from '@/lib/i18n/format';
import { mentorProfession } from '../../lib/course-detail';
import { MentorAvatar } from './mentor-avatar';
import { SectionHeading } from './section-heading';

/** 'TENTANG COURSE': the course description (HTML from the server, sanitised again here). */
export function AboutCourse({ description }: { description: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <section id="tentang-course" aria-labelledby="tentang-course-heading">
      <SectionHeading id="tentang-course-heading">{t('detail.aboutHeading')}</SectionHeading>
      <div className="rich-text mt-4 leading-relaxed text-slate-700" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(description) }} />
    </section>
  );
}

const toolIconUrl = (icon: string) => (/^https?:\/\//.test(icon) ? icon : storageUrl(icon));

/**
 * 'MATERI & TOOLS COURSE': the course's highlights as badges (its own words, none when it has
 * none; decision 262), the materials accordion (one open at a time, listing each material's item
 * titles) and the tools with their icons.
 */
export function MaterialsAndTools({ materials, tools, highlights }: Pick<CourseDetail, 'materials' | 'tools' | 'highlights'>) {
  const { t } = useTranslation('catalogue');
  return (
    <section aria-labelledby="materi-heading">
      <SectionHeading id="materi-heading">{t('detail.materialsHeading')}</SectionHeading>
      {highlights.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('detail.materialsBadges')}>
          {highlights.map((label) => (
            <li key={label}>
              <Badge className="px-3 py-1 text-sm">
                <Award className="size-4" aria-hidden="true" />
                {label}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {materials.length > 0 ? (
        <Accordion type="single" collapsible defaultValue={String(materials[0]?.id)} className="mt-6">
          {materials.map((m, i) => (
            <AccordionItem
              key={m.id}
              value={String(m.id)}
              title={
                <span className="flex items-center gap-3">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700">{i + 1}</span>
                  {m.title}
                </span>
              }
            >
              <ol className="space-y-2 pl-11">
                {m.items.map((item) => (
                  <li key={item.id} className="flex items-start gap-2 text-sm">
                    <PlayCircle className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
                    {item.title}
                  </li>
                ))}
              </ol>
            </AccordionItem>
          ))}
        </Accordion>
      ) : (
        <p className="mt-6 text-slate-600">{t('detail.materialsPending')}</p>
      )}
      {tools.length > 0 && (
        <>
          <h3 className="mt-8 font-bold text-slate-900">{t('detail.tools')}</h3>
          <ul className="mt-3 flex flex-wrap gap-3">
            {tools.map((tool) => {
              const src = toolIconUrl(tool.icon);
              return (
                <li key={tool.name} className="flex items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm font-medium text-slate-800">
                  {src ? <img src={src} alt="" loading="lazy" className="size-7 object-contain" /> : <FileText className="size-6 text-slate-400" aria-hidden="true" />}
                  {tool.name}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

/** 'INSTRUKTUR COURSE': each mentor's name, profession ('Professional' by default) and description. */
export function Instructors({ mentors }: Pick<CourseDetail, 'mentors'>) {
  const { t } = useTranslation('catalogue');
  return (
    <section id="instruktur-course" aria-labelledby="instruktur-heading">
      <SectionHeading id="instruktur-heading">{t('detail.instructorsHeading')}</SectionHeading>
      {mentors.length === 0 ? (
        <p className="mt-4 text-slate-600">{t('detail.instructorsPending')}</p>
      ) : (
        <ul className="mt-4 grid gap-4">
          {mentors.map((m) => (
            <li key={m.name} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:flex-row">
              <MentorAvatar avatar={m.avatar} className="size-16" />
              <div>
                <h3 className="text-lg font-bold text-slate-900">{m.name}</h3>
                <p className="text-sm font-medium text-brand-700">{mentorProfession(m, t('detail.professional'))}</p>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{m.description}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** 'PELUANG KARIR': the jobs staff listed for this course, with a monthly salary range when given; nothing when none (decision 262). */
export function Careers({ careers }: Pick<CourseDetail, 'careers'>) {
  const { t } = useTranslation('catalogue');
  const f = useFormat();
  if (careers.length === 0) return null;
  const salary = (c: CourseDetail['careers'][number]) => {
    if (c.salary_from !== null && c.salary_to !== null) return t('detail.salaryRange', { from: f.rupiah(c.salary_from), to: f.rupiah(c.salary_to) });
    if (c.salary_from !== null) return t('detail.salaryFrom', { from: f.rupiah(c.salary_from) });
    if (c.salary_to !== null) return t('detail.salaryUpTo', { to: f.rupiah(c.salary_to) });
    return null;
  };
  return (
    <section id="peluang-karir" aria-labelledby="karir-heading">
      <SectionHeading id="karir-heading">{t('detail.careersHeading')}</SectionHeading>
      <p className="mt-2 text-slate-600">{t('detail.careersIntro')}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {careers.map((c) => (
          <li key={c.title} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-amber-50 text-amber-600">
              <Briefcase className="size-5" aria-hidden="true" />
            </span>
            <div>
              <p className="font-semibold text-slate-900">{c.title}</p>
              {salary(c) && <p className="text-sm text-slate-500">{salary(c)}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * 'TESTIMONI': what learners said: their own reviews that they allowed and staff picked, with their
 * stars (decision 283), or, for a course without any, what staff typed with each learner's consent
 * (decision 262; no stars: nobody rated there). Nothing when there are none.
 */
export function Testimonials({ testimonials }: Pick<CourseDetail, 'testimonials'>) {
  const { t } = useTranslation('catalogue');
  if (testimonials.length === 0) return null;
  return (
    <section id="testimoni" aria-labelledby="testimoni-heading">
      <SectionHeading id="testimoni-heading">{t('detail.testimonialsHeading')}</SectionHeading>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {testimonials.map((item) => (
          <li key={`${item.name}-${item.quote.slice(0, 20)}`}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5">
              <Quote className="size-6 text-brand-300" aria-hidden="true" />
              <blockquote className="mt-2 flex-1 text-sm leading-relaxed text-slate-700">{item.quote}</blockquote>
              <figcaption className="mt-4">
                <p className="font-semibold text-slate-900">{item.name}</p>
                {item.role && <p className="text-xs text-slate-500">{item.role}</p>}
                {item.rating !== null && <StarRating value={item.rating} showValue={false} className="mt-1" />}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
