import { zodResolver } from '@hookform/resolvers/zod';
import { LEARNER_TEXT } from '@kelas/contracts/learners';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FieldError, Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';

/** The reason; its too-long message is a key of the `learners` namespace, translated where shown. */
const ReasonSchema = z.object({ reason: z.string().trim().min(1, LEARNER_TEXT.reasonRequired).max(500, 'reason.max500') });

/**
 * A dialog asking for a reason (kept in the audit log) before an admin action; children render
 * extra fields above it. `onConfirm` throws an ApiError to show the server's message.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  variant = 'biru',
  onConfirm,
  children,
  extraValid = true,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  variant?: ButtonVariant;
  onConfirm: (reason: string) => Promise<void>;
  children?: ReactNode;
  extraValid?: boolean;
}) {
  const { t } = useTranslation(['learners', 'learnerText']);
  const form = useForm<z.input<typeof ReasonSchema>, unknown, z.output<typeof ReasonSchema>>({ resolver: zodResolver(ReasonSchema), defaultValues: { reason: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await onConfirm(reason);
      form.reset();
    } catch (err) {
      const message = err instanceof ApiError ? (err.field('reason') ?? err.message) : t('failed');
      form.setError(err instanceof ApiError && err.field('reason') ? 'reason' : 'root', { message });
    }
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description}>
        <form onSubmit={submit} noValidate className="space-y-4">
          {children}
          <div>
            <Label htmlFor="action-reason">{t('reason.label')}</Label>
            <textarea
              id="action-reason"
              rows={3}
              className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none aria-invalid:border-red-500"
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? 'action-reason-error' : undefined}
              {...form.register('reason')}
            />
            <FieldError id="action-reason-error" message={errors.reason?.message === 'reason.max500' ? t('reason.max500') : errors.reason?.message} />
          </div>
          <FieldError message={errors.root?.message} />
          <div className="flex justify-end gap-3">
            <Button type="button" variant="abu" onClick={() => onOpenChange(false)}>
              {t('reason.cancel')}
            </Button>
            <Button type="submit" variant={variant} loading={isSubmitting} disabled={!extraValid}>
              {confirmLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
