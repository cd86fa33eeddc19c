import type { StudioCourse } from '@kelas/contracts/studio';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';
import { useAuthors, useMentorProfiles } from '../api/options';
import { useSetCourseStaff } from '../api/set-course-staff';
import { messageOf } from '../lib/api-errors';
import { useStudioT } from '../lib/studio-t';
import { panelClass } from './field-classes';

function Picker({ legend, options, value, onChange }: { legend: string; options: { id: number; name: string; note?: string | null }[]; value: number[]; onChange: (ids: number[]) => void }) {
  const t = useStudioT();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{legend}</legend>
      {options.length === 0 ? (
        <p className="text-sm text-slate-500">{t('studio:staff.none')}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {options.map((o) => {
            const on = value.includes(o.id);
            return (
              <label key={o.id} className="flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-3 py-1.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                <input type="checkbox" className="size-4 accent-brand-600" checked={on} onChange={() => onChange(on ? value.filter((x) => x !== o.id) : [...value, o.id])} />
                {o.name}
                {o.note && <span className="text-xs text-slate-600">· {o.note}</span>}
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}

/** Admin only: the course's mentors (shown on the detail page, grade its assignments) and its authors (edit it in the studio). */
export function CourseStaffPanel({ course }: { course: StudioCourse }) {
  const mentors = useMentorProfiles(true);
  const authors = useAuthors(true);
  const save = useSetCourseStaff(course.id);
  const [mentorIds, setMentorIds] = useState(course.mentors.map((m) => m.id));
  const [authorIds, setAuthorIds] = useState(course.authors.map((a) => a.id));
  const t = useStudioT();

  const submit = async () => {
    try {
      await save.mutateAsync({ mentor_ids: mentorIds, author_ids: authorIds });
      notify(t('studio:staff.saved'), 'success');
    } catch (e) {
      notify(messageOf(e, t('studio:common.error')), 'error');
    }
  };

  return (
    <section className={`${panelClass} mt-6 space-y-5`} aria-labelledby="course-staff-title">
      <h2 id="course-staff-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Users className="size-5 text-slate-500" aria-hidden="true" />
        {t('studio:staff.title')}
      </h2>
      {mentors.isPending || authors.isPending ? (
        <p className="text-sm text-slate-500">{t('studio:common.loadingEllipsis')}</p>
      ) : (
        <>
          <Picker legend={t('studio:staff.mentors')} options={(mentors.data ?? []).map((m) => ({ id: m.id, name: m.name, note: m.profession }))} value={mentorIds} onChange={setMentorIds} />
          <Picker legend={t('studio:staff.authors')} options={(authors.data ?? []).map((a) => ({ id: a.id, name: a.name, note: a.email }))} value={authorIds} onChange={setAuthorIds} />
        </>
      )}
      <div className="flex justify-end">
        <Button variant="garis" loading={save.isPending} onClick={() => void submit()}>
          {t('studio:staff.save')}
        </Button>
      </div>
    </section>
  );
}
