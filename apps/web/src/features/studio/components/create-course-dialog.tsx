import { zodResolver } from '@hookform/resolvers/zod';
import { COURSE_KINDS } from '@kelas/contracts/catalogue-kinds';
import { CreateCourseBodySchema } from '@kelas/contracts/studio';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FieldError, Input, Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useCreateCourse } from '../api/create-course';
import { messageOf } from '../lib/api-errors';
import { KIND_LABELS } from '../lib/labels';
import { selectClass } from './field-classes';

type FormIn = z.input<typeof CreateCourseBodySchema>;
type FormOut = z.output<typeof CreateCourseBodySchema>;

/** 'Buat Kelas': kind and title (the slug comes from the title); the new draft opens in the editor. */
export function CreateCourseDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateCourse();
  const navigate = useNavigate();
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(CreateCourseBodySchema), defaultValues: { kind: 'learning_video', title: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const course = await create.mutateAsync(values);
      notify('Kelas dibuat sebagai draf.', 'success');
      onOpenChange(false);
      form.reset();
      void navigate(`/studio/courses/${course.id}`);
    } catch (err) {
      const title = err instanceof ApiError ? (err.field('title') ?? err.field('kind')) : undefined;
      form.setError(title ? 'title' : 'root', { message: title ?? messageOf(err) });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Buat Kelas Baru" description="Kelas baru disimpan sebagai draf dan belum tampil di katalog.">
        <form onSubmit={submit} noValidate className="space-y-4">
          <div>
            <Label htmlFor="new-course-kind">Jenis kelas</Label>
            <select id="new-course-kind" className={selectClass} {...form.register('kind')}>
              {COURSE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {KIND_LABELS[k]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <Label htmlFor="new-course-title">Judul kelas</Label>
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
              Batal
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Buat Kelas
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
