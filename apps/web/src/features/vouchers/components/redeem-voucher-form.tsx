import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ClaimVoucherBodySchema, type ClaimVoucherResult } from '@kelas/contracts/vouchers';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useClaimVoucher } from '../api/claim-voucher';

type FormIn = z.input<typeof ClaimVoucherBodySchema>;
type FormOut = z.output<typeof ClaimVoucherBodySchema>;

/**
 * The redeem form (spec 2.26): the voucher code, the redemption code of job-training vouchers
 * (always shown, optional, docs/decisions/052), and 'Redeem' with a spinner while submitting.
 * On error the server's message goes under its field (spec 8), else under the voucher field.
 */
export function RedeemVoucherForm({ onRedeemed }: { onRedeemed: (result: ClaimVoucherResult) => void }) {
  const { t } = useTranslation(['redeemText', 'voucherMessages']);
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(ClaimVoucherBodySchema),
    defaultValues: { voucher_code: '', redemption_code: '' },
  });
  const { errors } = form.formState;
  const claim = useClaimVoucher(onRedeemed);

  const submit = form.handleSubmit(async (values) => {
    try {
      await claim.mutateAsync(values);
    } catch (err) {
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
          {...form.register('voucher_code')}
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
      <Button type="submit" size="lg" className="w-full" loading={busy}>
        {busy ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
