import { zodResolver } from '@hookform/resolvers/zod';
import { ANNOUNCEMENT_LIMITS, CreateAnnouncementBodySchema, type Announcement, type CreateAnnouncementBody } from '@kelas/contracts/announcements';
import { Megaphone, Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FieldError, Input, Label, selectClass } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useAcademyFormat } from '@/lib/i18n/academy-format';
import { notify } from '@/lib/toast';
import { useAnnouncementCourses, useAnnouncements, usePostAnnouncement, type AnnouncementCourse } from '../api/announcements';

const textareaClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none aria-invalid:border-red-500';

/**
 * The mentor console's 'Pengumuman' (decision 291): pick one of the courses one mentors (every
 * course for an admin), write a title and a message, confirm the number of learners it will
 * reach, send; the course's announcements are listed below with how many learners each reached.
 */
export function AnnouncementsPage() {
  const { t } = useTranslation('announcements');
  const courses = useAnnouncementCourses();
  const [chosen, setChosen] = useState<number | null>(null);
  const course = courses.data?.find((c) => c.id === chosen) ?? courses.data?.[0] ?? null;

  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
      {courses.isPending ? (
        <Skeleton className="mt-5 h-72 rounded-2xl" />
      ) : courses.isError ? (
        <p role="alert" className="mt-5 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700">
          {courses.error instanceof ApiError ? courses.error.message : t('loadFailed')}
        </p>
      ) : !course ? (
        <p className="mt-5 rounded-2xl border border-dashed border-slate-300 px-4 py-10 text-center text-slate-600">{t('noCourses')}</p>
      ) : (
        <>
          <div className="mt-5 sm:w-96">
            <Label htmlFor="announcement-course">{t('course')}</Label>
            <select id="announcement-course" className={selectClass} value={course.id} onChange={(e) => setChosen(Number(e.target.value))}>
              {courses.data.map((c) => (
                <option key={c.id} value={c.id}>
                  {t('courseOption', { title: c.title, count: c.learners })}
                </option>
              ))}
            </select>
          </div>
          <AnnouncementForm key={course.id} course={course} />
          <AnnouncementHistory courseId={course.id} />
        </>
      )}
    </div>
  );
}

/** Title and message, then a confirmation that names how many learners it reaches. */
function AnnouncementForm({ course }: { course: AnnouncementCourse }) {
  const { t } = useTranslation(['announcements', 'announcementText']);
  const post = usePostAnnouncement(course.id);
  const [pending, setPending] = useState<CreateAnnouncementBody | null>(null);
  const sending = useRef(false);
  const form = useForm<CreateAnnouncementBody>({ resolver: zodResolver(CreateAnnouncementBodySchema), defaultValues: { title: '', body: '' } });
  const body = form.watch('body');
  const f = useAcademyFormat();
  const errors = form.formState.errors;

  const send = async () => {
    // A double click must not send twice: the second press finds the request under way.
    if (!pending || sending.current) return;
    sending.current = true;
    try {
      await post.mutateAsync(pending);
      notify(t('sent', { count: course.learners }), 'success');
      form.reset();
      setPending(null);
    } catch (err) {
      setPending(null);
      if (err instanceof ApiError && err.errors) {
        for (const field of ['title', 'body'] as const) if (err.field(field)) form.setError(field, { message: err.field(field) });
      }
      notify(err instanceof ApiError ? err.message : t('failed'), 'error');
    } finally {
      sending.current = false;
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => setPending(values))} className="mt-5 space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <div>
        <Label htmlFor="announcement-title">{t('fields.title')}</Label>
        <Input id="announcement-title" maxLength={ANNOUNCEMENT_LIMITS.titleMax} aria-invalid={!!errors.title} aria-describedby={errors.title ? 'announcement-title-error' : undefined} {...form.register('title')} />
        <FieldError id="announcement-title-error" message={errors.title?.message} />
      </div>
      <div>
        <Label htmlFor="announcement-body">{t('fields.body')}</Label>
        <textarea
          id="announcement-body"
          rows={6}
          maxLength={ANNOUNCEMENT_LIMITS.bodyMax}
          placeholder={t('fields.bodyPlaceholder')}
          className={textareaClass}
          aria-invalid={!!errors.body}
          aria-describedby="announcement-body-counter"
          {...form.register('body')}
        />
        <p id="announcement-body-counter" className="mt-1 text-xs text-slate-500">
          {t('counter', { count: f.number(body.length), max: f.number(ANNOUNCEMENT_LIMITS.bodyMax) })}
        </p>
        <FieldError message={errors.body?.message} />
      </div>
      <p className="text-sm text-slate-600">{t('channels')}</p>
      <Button type="submit" disabled={course.learners === 0}>
        <Send className="size-4" aria-hidden="true" />
        {t('send')}
      </Button>
      {course.learners === 0 && <p className="text-sm text-slate-600">{t('noLearners')}</p>}
      <Dialog open={pending !== null} onOpenChange={(open) => !open && !post.isPending && setPending(null)}>
        <DialogContent title={t('confirm.title')} description={t('confirm.body', { count: course.learners, course: course.title })}>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="garis" disabled={post.isPending}>
                {t('confirm.cancel')}
              </Button>
            </DialogClose>
            <Button type="button" onClick={() => void send()} loading={post.isPending}>
              {t('confirm.send', { count: course.learners })}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </form>
  );
}

/** The course's announcements: when, by whom, and how many learners each reached (or 'Sedang dikirim…'). */
function AnnouncementHistory({ courseId }: { courseId: number }) {
  const { t } = useTranslation('announcements');
  const list = useAnnouncements(courseId);
  const f = useAcademyFormat();
  const status = (a: Announcement) => (a.recipients === null ? t('sending') : t('reached', { count: a.recipients }));
  return (
    <section aria-labelledby="announcement-history" className="mt-8">
      <h2 id="announcement-history" className="text-lg font-bold text-slate-900">
        {t('history')}
      </h2>
      {list.isPending ? (
        <Skeleton className="mt-3 h-24 rounded-2xl" />
      ) : list.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {list.error instanceof ApiError ? list.error.message : t('loadFailed')}
        </p>
      ) : list.data.length === 0 ? (
        <div className="mt-3 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-4 py-10 text-center">
          <Megaphone className="size-8 text-slate-400" aria-hidden="true" />
          <p className="mt-2 text-slate-600">{t('empty')}</p>
        </div>
      ) : (
        <ul className="mt-3 space-y-3">
          {list.data.map((a) => (
            <li key={a.id} className="rounded-2xl border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="font-semibold text-slate-900">{a.title}</h3>
                <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">{status(a)}</span>
              </div>
              <p className="mt-1 text-xs text-slate-500">{t('byline', { by: a.author ?? t('someone'), at: f.shortDateTime(a.created_at) })}</p>
              <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{a.body}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
