import type { StudioCourse } from '@kelas/contracts/studio';
import { Plus, Save, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useUpdateCourse } from '../api/update-course';
import { isStale, messageOf } from '../lib/api-errors';
import { useStudioT } from '../lib/studio-t';
import { panelClass, textareaClass } from './field-classes';

type Career = { title: string; from: string; to: string };
type Testimonial = { name: string; role: string; quote: string; consent: boolean };
type Draft = { highlights: string[]; careers: Career[]; testimonials: Testimonial[] };

const toDraft = (c: StudioCourse): Draft => ({
  highlights: c.highlights,
  careers: c.careers.map((x) => ({ title: x.title, from: x.salary_from === null ? '' : String(x.salary_from), to: x.salary_to === null ? '' : String(x.salary_to) })),
  testimonials: c.testimonials.map((x) => ({ name: x.name, role: x.role, quote: x.quote, consent: x.consent })),
});
const money = (s: string) => (s.trim() === '' ? null : Number(s.replace(/\D/g, '')));

/**
 * 'Halaman Kelas' (decision 262): the detail page's highlights (badges), career opportunities
 * (job and monthly salary range in rupiah) and testimonials, each the course's own. A new course
 * has none, and the page then hides the section. A testimonial is typed by staff with the
 * learner's name and needs the consent box ticked. Saved with the course's version.
 */
export function CoursePageForm({ course }: { course: StudioCourse }) {
  const t = useStudioT();
  const update = useUpdateCourse(course.id);
  const [draft, setDraft] = useState<Draft>(() => toDraft(course));
  const [base, setBase] = useState(course.version);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const err = (k: string) => errors[k];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      const saved = await update.mutateAsync({
        highlights: draft.highlights.map((h) => h.trim()).filter(Boolean),
        careers: draft.careers.filter((c) => c.title.trim()).map((c) => ({ title: c.title, salary_from: money(c.from), salary_to: money(c.to) })),
        testimonials: draft.testimonials.map((x) => ({ name: x.name, role: x.role, quote: x.quote, consent: x.consent as true })),
        version: base,
      });
      setBase(saved.version);
      setDraft(toDraft(saved));
      notify(t('studio:page.saved'), 'success');
    } catch (error) {
      if (isStale(error)) return setErrors({ root: error.message });
      if (error instanceof ApiError && error.errors) return setErrors(Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0] ?? ''])));
      setErrors({ root: messageOf(error, t('studio:common.error')) });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="course-page-title" className={`${panelClass} mt-6 space-y-6`}>
      <div>
        <h2 id="course-page-title" className="text-lg font-semibold text-slate-900">
          {t('studio:page.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('studio:page.lead')}</p>
      </div>

      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">{t('studio:page.highlights')}</legend>
        <p className="text-xs text-slate-500">{t('studio:page.highlightsHint')}</p>
        <ul className="mt-2 space-y-2">
          {draft.highlights.map((h, i) => (
            <li key={i} className="flex items-start gap-2">
              <div className="flex-1">
                <Input aria-label={t('studio:page.highlightN', { n: i + 1 })} value={h} maxLength={60} onChange={(e) => set({ highlights: draft.highlights.map((x, j) => (j === i ? e.target.value : x)) })} aria-invalid={err(`highlights.${i}`) ? true : undefined} />
                <FieldError message={err(`highlights.${i}`)} />
              </div>
              <Button size="sm" variant="abu" aria-label={t('studio:page.removeHighlight', { n: i + 1 })} onClick={() => set({ highlights: draft.highlights.filter((_, j) => j !== i) })}>
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
        {draft.highlights.length < 8 && (
          <Button size="sm" variant="garis" className="mt-2" onClick={() => set({ highlights: [...draft.highlights, ''] })}>
            <Plus className="size-4" aria-hidden="true" />
            {t('studio:page.addHighlight')}
          </Button>
        )}
      </fieldset>

      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">{t('studio:page.careers')}</legend>
        <ul className="mt-2 space-y-3">
          {draft.careers.map((c, i) => {
            const put = (patch: Partial<Career>) => set({ careers: draft.careers.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
            return (
              <li key={i} className="grid gap-2 rounded-xl border border-slate-200 p-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
                <div>
                  <Label htmlFor={`career-${i}-title`}>{t('studio:page.careerTitle')}</Label>
                  <Input id={`career-${i}-title`} value={c.title} onChange={(e) => put({ title: e.target.value })} aria-invalid={err(`careers.${i}.title`) ? true : undefined} />
                  <FieldError message={err(`careers.${i}.title`)} />
                </div>
                <div>
                  <Label htmlFor={`career-${i}-from`}>{t('studio:page.salaryFrom')}</Label>
                  <Input id={`career-${i}-from`} inputMode="numeric" value={c.from} onChange={(e) => put({ from: e.target.value })} />
                  <FieldError message={err(`careers.${i}.salary_from`)} />
                </div>
                <div>
                  <Label htmlFor={`career-${i}-to`}>{t('studio:page.salaryTo')}</Label>
                  <Input id={`career-${i}-to`} inputMode="numeric" value={c.to} onChange={(e) => put({ to: e.target.value })} />
                  <FieldError message={err(`careers.${i}.salary_to`)} />
                </div>
                <Button size="sm" variant="abu" aria-label={t('studio:page.removeCareer', { n: i + 1 })} onClick={() => set({ careers: draft.careers.filter((_, j) => j !== i) })}>
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
        <Button size="sm" variant="garis" className="mt-2" onClick={() => set({ careers: [...draft.careers, { title: '', from: '', to: '' }] })}>
          <Plus className="size-4" aria-hidden="true" />
          {t('studio:page.addCareer')}
        </Button>
      </fieldset>

      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">{t('studio:page.testimonials')}</legend>
        <p className="text-xs text-slate-500">{t('studio:page.testimonialsHint')}</p>
        <ul className="mt-2 space-y-3">
          {draft.testimonials.map((x, i) => {
            const put = (patch: Partial<Testimonial>) => set({ testimonials: draft.testimonials.map((y, j) => (j === i ? { ...y, ...patch } : y)) });
            return (
              <li key={i} className="space-y-2 rounded-xl border border-slate-200 p-3">
                <div className="grid gap-2 sm:grid-cols-2">
                  <div>
                    <Label htmlFor={`testimonial-${i}-name`}>{t('studio:page.learnerName')}</Label>
                    <Input id={`testimonial-${i}-name`} value={x.name} onChange={(e) => put({ name: e.target.value })} aria-invalid={err(`testimonials.${i}.name`) ? true : undefined} />
                    <FieldError message={err(`testimonials.${i}.name`)} />
                  </div>
                  <div>
                    <Label htmlFor={`testimonial-${i}-role`}>{t('studio:page.learnerRole')}</Label>
                    <Input id={`testimonial-${i}-role`} value={x.role} onChange={(e) => put({ role: e.target.value })} />
                  </div>
                </div>
                <div>
                  <Label htmlFor={`testimonial-${i}-quote`}>{t('studio:page.quote')}</Label>
                  <textarea id={`testimonial-${i}-quote`} rows={3} maxLength={600} className={textareaClass} value={x.quote} onChange={(e) => put({ quote: e.target.value })} aria-invalid={err(`testimonials.${i}.quote`) ? true : undefined} />
                  <FieldError message={err(`testimonials.${i}.quote`)} />
                </div>
                <label className="flex items-start gap-2 text-sm text-slate-800">
                  <input type="checkbox" className="mt-0.5 size-4 accent-brand-600" checked={x.consent} onChange={(e) => put({ consent: e.target.checked })} />
                  {t('studio:page.consent', { name: x.name || t('studio:page.theLearner') })}
                </label>
                <FieldError message={err(`testimonials.${i}.consent`)} />
                <Button size="sm" variant="abu" onClick={() => set({ testimonials: draft.testimonials.filter((_, j) => j !== i) })}>
                  <Trash2 className="size-4" aria-hidden="true" />
                  {t('studio:page.removeTestimonial')}
                </Button>
              </li>
            );
          })}
        </ul>
        <Button size="sm" variant="garis" className="mt-2" onClick={() => set({ testimonials: [...draft.testimonials, { name: '', role: '', quote: '', consent: false }] })}>
          <Plus className="size-4" aria-hidden="true" />
          {t('studio:page.addTestimonial')}
        </Button>
      </fieldset>

      {errors.root && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {errors.root}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" loading={update.isPending}>
          <Save className="size-4" aria-hidden="true" />
          {t('studio:page.save')}
        </Button>
      </div>
    </form>
  );
}
