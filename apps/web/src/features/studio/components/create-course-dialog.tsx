import { zodResolver } from '@hookform/resolvers/zod';
import { COURSE_KINDS } from '@kelas/contracts/catalogue-kinds';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FieldError, Input, Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useCreateCourse } from '../api/create-course';
import { messageOf } from '../lib/api-errors';
import { createCourseSchema, type CreateCourseFormIn as FormIn, type CreateCourseFormOut as FormOut } from '../lib/course-form';
import { useStudioT } from '../lib/studio-t';
import { selectClass } from './field-classes';

/** 'Buat Kelas': kind and title (the slug comes from the title); the new draft opens in the editor. */
export function CreateCourseDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateCourse();
  const navigate = useNavigate();
  const t = useStudioT();
  const schema = useMemo(() => createCourseSchema(t), [t]);
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(schema), defaultValues: { kind: 'learning_video', title: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const course = await create.mutateAsync(values);
      notify(t('studio:create.created'), 'success');
      onOpenChange(false);
      form.reset();
      void navigate(`/studio/courses/${course.id}`);
    } catch (err) {
      const title = err instanceof ApiError ? (err.field('title') ?? err.field('kind')) : undefined;
      form.setError(title ? 'title' : 'root', { message: title ?? messageOf(err, t('studio:common.error')) });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('studio:create.title')} description={t('studio:create.description')}>
        <form onSubmit={submit} noValidate className="space-y-4">
          <div>
            <Label htmlFor="new-course-kind">{t('studio:create.kind')}</Label>
            <select id="new-course-kind" className={selectClass} {...form.register('kind')}>
              {COURSE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`studio:kinds.${k}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <Label htmlFor="new-course-title">{t('studio:create.courseTitle')}</Label>
            <Input
              id="new-course-title"
              autoComplete="off"
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={errors.title ? 'new-course-title-error' : undefined}
              {...form.register('title')}
            />
            <FieldError id="new-course-title-error" message={errors.title?.message} />
          </div>
          {errors.root?.message && (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
              {errors.root.message}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="abu" onClick={() => onOpenChange(false)}>
              {t('studio:common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('studio:create.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
