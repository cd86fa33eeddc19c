import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ClaimVoucherBodySchema, ClaimVoucherRefusalSchema, type ClaimVoucherResult } from '@kelas/contracts/vouchers';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useClaimVoucher } from '../api/claim-voucher';

type FormIn = z.input<typeof ClaimVoucherBodySchema>;
type FormOut = z.output<typeof ClaimVoucherBodySchema>;

/** The course whose cohort is to be chosen, as the redeem answer named it. */
export type CohortCourse = { slug: string; title: string };
/** Renders the choice of a cohort of `course` (composed by the route from the cohorts feature). */
export type RenderCohortChoice = (props: { course: CohortCourse; value: number | null; onChange: (cohortId: number) => void; error: string | undefined }) => ReactNode;

/**
 * The redeem form (spec 2.26): the voucher code, the redemption code of job-training vouchers
 * (always shown, optional, docs/decisions/052), and 'Redeem' with a spinner while submitting.
 * On error the server's message goes under its field (spec 8), else under the voucher field.
 * A voucher of a course with cohorts: the answer names the course, the form then offers its open
 * cohorts (`renderCohortChoice`) and 'Redeem' sends the chosen one (decision 285).
 */
export function RedeemVoucherForm({ onRedeemed, renderCohortChoice }: { onRedeemed: (result: ClaimVoucherResult) => void; renderCohortChoice: RenderCohortChoice }) {
  const { t } = useTranslation(['redeemText', 'voucherMessages']);
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(ClaimVoucherBodySchema),
    defaultValues: { voucher_code: '', redemption_code: '' },
  });
  const { errors } = form.formState;
  const claim = useClaimVoucher(onRedeemed);
  const [cohortCourse, setCohortCourse] = useState<CohortCourse | null>(null);
  const [cohortId, setCohortId] = useState<number | null>(null);
  const [cohortError, setCohortError] = useState<string | undefined>();
  // Another code may be of another course: its cohorts are asked for again.
  const forgetCohort = () => {
    setCohortCourse(null);
    setCohortId(null);
    setCohortError(undefined);
  };

  const submit = form.handleSubmit(async (values) => {
    setCohortError(undefined);
    try {
      await claim.mutateAsync({ ...values, cohort_id: cohortCourse ? cohortId : null });
    } catch (err) {
      const onCohort = err instanceof ApiError ? err.field('cohort_id') : undefined;
      const refusal = err instanceof ApiError ? ClaimVoucherRefusalSchema.safeParse(err.body) : undefined;
      if (onCohort && refusal?.success && refusal.data.course) {
        setCohortCourse(refusal.data.course);
        // No cohort chosen yet: the list itself says what to do; a refused choice says why.
        setCohortError(cohortCourse && cohortId !== null ? onCohort : undefined);
        if (cohortCourse && cohortId !== null) setCohortId(null);
        return;
      }
      const onRedemption = err instanceof ApiError ? err.field('redemption_code') : undefined;
      if (onRedemption) {
        form.setError('redemption_code', { message: onRedemption }, { shouldFocus: true });
        return;
      }
      const message = err instanceof ApiError ? (err.field('voucher_code') ?? err.message) : err instanceof Error ? err.message : String(err);
      form.setError('voucher_code', { message }, { shouldFocus: true });
    }
  });

  const busy = form.formState.isSubmitting;
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div>
        <Label htmlFor="voucher_code">{t('voucherLabel')}</Label>
        <Input
          id="voucher_code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t('voucherPlaceholder')}
          aria-invalid={errors.voucher_code ? true : undefined}
          aria-describedby={errors.voucher_code ? 'voucher_code-error' : undefined}
          className="font-mono tracking-wider uppercase placeholder:font-sans placeholder:tracking-normal placeholder:normal-case"
          {...form.register('voucher_code', { onChange: forgetCohort })}
        />
        <FieldError id="voucher_code-error" message={errors.voucher_code?.message} />
      </div>
      <div>
        <Label htmlFor="redemption_code">{t('redemptionLabel')}</Label>
        <Input
          id="redemption_code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t('redemptionPlaceholder')}
          aria-invalid={errors.redemption_code ? true : undefined}
          aria-describedby={`redemption_code-hint${errors.redemption_code ? ' redemption_code-error' : ''}`}
          className="font-mono tracking-wider uppercase placeholder:font-sans placeholder:tracking-normal placeholder:normal-case"
          {...form.register('redemption_code')}
        />
        <p id="redemption_code-hint" className="mt-1.5 text-xs text-slate-600">
          {t('redemptionHint')}
        </p>
        <FieldError id="redemption_code-error" message={errors.redemption_code?.message} />
      </div>
      {cohortCourse && renderCohortChoice({ course: cohortCourse, value: cohortId, onChange: setCohortId, error: cohortError })}
      <Button type="submit" size="lg" className="w-full" loading={busy} disabled={cohortCourse !== null && cohortId === null}>
        {busy ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
