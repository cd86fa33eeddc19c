import { zodResolver } from '@hookform/resolvers/zod';
import { RedeemPrakerjaBodySchema, type PrakerjaStep } from '@kelas/contracts/prakerja';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useRedeemPrakerjaCode } from '../api/redeem-code';

type FormIn = z.input<typeof RedeemPrakerjaBodySchema>;
type FormOut = z.output<typeof RedeemPrakerjaBodySchema>;

export const PRAKERJA_REDEEM_TEXT = {
  heading: 'Tukar Kode Redeem Prakerja',
  intro: 'Masukkan kode redeem yang kamu terima dari Prakerja setelah membeli pelatihan. Kami akan memeriksanya ke Prakerja, lalu kamu diarahkan ke halaman verifikasi kehadiran Prakerja.',
  label: 'Kode Redeem Prakerja',
  placeholder: 'Contoh: GHOPNYXUVMT0',
  submit: 'Tukarkan',
  submitting: 'Memeriksa ke Prakerja…',
  redirecting: 'Mengalihkan ke halaman verifikasi Prakerja…',
} as const;

/**
 * /prakerja/redeem (issue 17 item 3, decision 190): one field, checked with the programme. A
 * verified code calls `onEnrolled`; otherwise the browser goes to the programme's verification
 * page, which returns to /prakerja/callback. Errors (the programme's reason) go under the field.
 */
export function RedeemPrakerjaPage({ onEnrolled, go = (url) => window.location.assign(url) }: { onEnrolled: (step: PrakerjaStep, message: string) => void; go?: (url: string) => void }) {
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
      const message = err instanceof ApiError ? (err.field('redeem_code') ?? err.message) : 'Terjadi kesalahan. Silakan coba lagi.';
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
          <h1 className="text-2xl font-bold text-slate-900">{PRAKERJA_REDEEM_TEXT.heading}</h1>
        </div>
        <p className="mt-3 text-sm leading-6 text-slate-600">{PRAKERJA_REDEEM_TEXT.intro}</p>
        <form onSubmit={submit} noValidate className="mt-6 space-y-5">
          <div>
            <Label htmlFor="redeem_code">{PRAKERJA_REDEEM_TEXT.label}</Label>
            <Input
              id="redeem_code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder={PRAKERJA_REDEEM_TEXT.placeholder}
              aria-invalid={errors.redeem_code ? true : undefined}
              aria-describedby={errors.redeem_code ? 'redeem_code-error' : undefined}
              className="font-mono tracking-wider uppercase placeholder:font-sans placeholder:tracking-normal placeholder:normal-case"
              {...form.register('redeem_code')}
            />
            <FieldError id="redeem_code-error" message={errors.redeem_code?.message} />
          </div>
          <Button type="submit" size="lg" className="w-full" loading={busy}>
            {redirecting ? PRAKERJA_REDEEM_TEXT.redirecting : busy ? PRAKERJA_REDEEM_TEXT.submitting : PRAKERJA_REDEEM_TEXT.submit}
          </Button>
        </form>
      </div>
    </section>
  );
}
