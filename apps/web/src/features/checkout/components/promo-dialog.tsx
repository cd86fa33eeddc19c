import { zodResolver } from '@hookform/resolvers/zod';
import { TicketPercent } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PromoFormSchema } from '@kelas/contracts/checkout';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FieldError, Input, Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useMessage } from '@/lib/i18n/use-message';

type PromoInput = z.input<typeof PromoFormSchema>;
type PromoOutput = z.output<typeof PromoFormSchema>;

/**
 * 'Masukkan Kode Promo' (spec 2.16): a dialog with the code field. `onApply` asks the server
 * (the quote); its 422 on `promo_code` is shown under the field and the dialog stays open.
 */
export function PromoDialog({ onApply, disabled }: { onApply: (code: string) => Promise<void>; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const uid = useId();
  const { t } = useTranslation('checkout');
  const message = useMessage();
  const form = useForm<PromoInput, unknown, PromoOutput>({ resolver: zodResolver(PromoFormSchema), defaultValues: { promo_code: '' } });
  const error = message(form.formState.errors.promo_code?.message);

  const submit = form.handleSubmit(async ({ promo_code }) => {
    try {
      await onApply(promo_code);
      setOpen(false);
      form.reset();
    } catch (err) {
      const message = err instanceof ApiError ? (err.field('promo_code') ?? err.message) : t('promo.checkFailed');
      form.setError('promo_code', { message });
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) form.reset();
      }}
    >
      <DialogTrigger asChild>
        <button
          type="button"
          disabled={disabled}
          className="flex w-full items-center gap-3 rounded-xl border border-dashed border-brand-600 bg-brand-50 px-4 py-3 text-left text-sm font-semibold text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
        >
          <TicketPercent className="size-5 shrink-0" aria-hidden="true" />
          {t('promo.open')}
        </button>
      </DialogTrigger>
      <DialogContent title={t('promo.title')} description={t('promo.description')}>
        <form onSubmit={submit} noValidate className="space-y-4">
          <div>
            <Label htmlFor={`${uid}-code`}>{t('promo.label')}</Label>
            <Input
              id={`${uid}-code`}
              autoComplete="off"
              autoCapitalize="characters"
              className="uppercase"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${uid}-error` : undefined}
              {...form.register('promo_code')}
            />
            <FieldError id={`${uid}-error`} message={error} />
          </div>
          <Button type="submit" className="w-full" loading={form.formState.isSubmitting}>
            {t('promo.submit')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
