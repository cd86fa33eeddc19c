import { zodResolver } from '@hookform/resolvers/zod';
import { BAN_REASON_MAX, PostingBanBodySchema, type ReportedPost } from '@kelas/contracts/questions';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FieldError, Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useBanPoster } from '../api/ban-poster';

/** The reason as the API checks it (1..500 characters after trimming; contracts' messages). */
const ReasonSchema = PostingBanBodySchema.pick({ reason: true });

/**
 * 'Larang Posting' from the moderation queue (decision 292): asks the reason, which is stored,
 * listed under 'Dilarang Posting' and shown to the learner under the course's discussions. The
 * server's refusal of the reason shows under the field, any other under the form.
 */
export function BanDialog({ post, open, onOpenChange }: { post: ReportedPost; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('questions');
  const id = useId();
  const ban = useBanPoster();
  const form = useForm<z.input<typeof ReasonSchema>, unknown, z.output<typeof ReasonSchema>>({ resolver: zodResolver(ReasonSchema), defaultValues: { reason: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await ban.mutateAsync({ courseId: post.course.id, userId: post.author.id, reason });
      notify(t('moderation.done'), 'success');
      form.reset();
      onOpenChange(false);
    } catch (err) {
      const onReason = err instanceof ApiError ? err.field('reason') : undefined;
      form.setError(onReason ? 'reason' : 'root', { message: onReason ?? (err instanceof ApiError ? err.message : t('post.failed')) });
    }
  });
  const hint = `${id}-hint`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('moderation.ban')} description={t('moderation.banConfirm', { name: post.author.name })}>
        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
          <div>
            <Label htmlFor={`${id}-reason`}>{t('moderation.banReason')}</Label>
            <textarea
              id={`${id}-reason`}
              rows={3}
              maxLength={BAN_REASON_MAX}
              className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none aria-invalid:border-red-500"
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? `${hint} ${id}-error` : hint}
              {...form.register('reason')}
            />
            <p id={hint} className="mt-1 text-xs text-slate-500">
              {t('moderation.banReasonHint')}
            </p>
            <FieldError id={`${id}-error`} message={errors.reason?.message} />
          </div>
          <FieldError message={errors.root?.message} />
          <div className="flex flex-wrap justify-end gap-3">
            <Button type="button" variant="abu" onClick={() => onOpenChange(false)}>
              {t('moderation.banCancel')}
            </Button>
            <Button type="submit" variant="merah" loading={isSubmitting}>
              {t('moderation.ban')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
