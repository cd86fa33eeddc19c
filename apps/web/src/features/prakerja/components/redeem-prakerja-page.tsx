import { zodResolver } from '@hookform/resolvers/zod';
import { RedeemPrakerjaBodySchema, type PrakerjaStep } from '@kelas/contracts/prakerja';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useRedeemPrakerjaCode } from '../api/redeem-code';

type FormIn = z.input<typeof RedeemPrakerjaBodySchema>;
type FormOut = z.output<typeof RedeemPrakerjaBodySchema>;

/**
 * /prakerja/redeem (decision 190): one field, checked with the programme. A
 * verified code calls `onEnrolled`; otherwise the browser goes to the programme's verification
 * page, which returns to /prakerja/callback. Errors (the programme's reason) go under the field.
 */
export function RedeemPrakerjaPage({ onEnrolled, go = (url) => window.location.assign(url) }: { onEnrolled: (step: PrakerjaStep, message: string) => void; go?: (url: string) => void }) {
  const { t } = useTranslation(['prakerja', 'prakerjaMessages']);
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(RedeemPrakerjaBodySchema), defaultValues: { redeem_code: '' } });
  const redeem = useRedeemPrakerjaCode();
  const [redirecting, setRedirecting] = useState(false);
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const res = await redeem.mutateAsync(values);
      if (res.data.status === 'redirect') {
        setRedirecting(true);
        go(res.data.url);
      } else onEnrolled(res.data, res.message);
    } catch (err) {
      const message = err instanceof ApiError ? (err.field('redeem_code') ?? err.message) : t('failed');
      form.setError('redeem_code', { message }, { shouldFocus: true });
    }
  });
  const busy = form.formState.isSubmitting || redirecting;

  return (
    <section className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <BadgeCheck className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold text-slate-900">{t('redeem.heading')}</h1>
        </div>
        <p className="mt-3 text-sm leading-6 text-slate-600">{t('redeem.intro')}</p>
        <form onSubmit={submit} noValidate className="mt-6 space-y-5">
          <div>
            <Label htmlFor="redeem_code">{t('redeem.label')}</Label>
            <Input
              id="redeem_code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder={t('redeem.placeholder')}
              aria-invalid={errors.redeem_code ? true : undefined}
              aria-describedby={errors.redeem_code ? 'redeem_code-error' : undefined}
              className="font-mono tracking-wider uppercase placeholder:font-sans placeholder:tracking-normal placeholder:normal-case"
              {...form.register('redeem_code')}
            />
            <FieldError id="redeem_code-error" message={errors.redeem_code?.message} />
          </div>
          <Button type="submit" size="lg" className="w-full" loading={busy}>
            {redirecting ? t('redeem.redirecting') : busy ? t('redeem.submitting') : t('redeem.submit')}
          </Button>
        </form>
      </div>
    </section>
  );
}
