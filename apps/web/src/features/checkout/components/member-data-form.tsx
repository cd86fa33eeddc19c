import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { normalizePhone, PAYMENT_MESSAGES, PHONE_PATTERN } from '@kelas/contracts/payments';
import { PROFILE_TEXT, type Profile } from '@kelas/contracts/profile';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { profileIncomplete, useUpdateMemberData } from '../api/profile';
import { useMessage } from '@/lib/i18n/use-message';

const MemberSchema = z.object({
  name: z.string().trim().min(1, PROFILE_TEXT.nameRequired).max(100),
  phone: z
    .string()
    .trim()
    .min(1, PROFILE_TEXT.phoneRequired)
    .transform(normalizePhone)
    .pipe(z.string().regex(PHONE_PATTERN, PAYMENT_MESSAGES.phone)),
});
type MemberInput = z.input<typeof MemberSchema>;
type MemberOutput = z.output<typeof MemberSchema>;

/**
 * 'Data Member' (spec 2.16): Email (read-only), 'Nama Lengkap' and 'No. {messaging app}' with the
 * fixed +62 prefix, prefilled from the profile. 'Update Data' saves name and phone to the profile.
 */
export function MemberDataForm({ profile, messagingApp }: { profile: Profile; messagingApp: string }) {
  const uid = useId();
  const mutation = useUpdateMemberData();
  const { t } = useTranslation('checkout');
  const message = useMessage();
  const [blocked, setBlocked] = useState(false);
  const form = useForm<MemberInput, unknown, MemberOutput>({
    resolver: zodResolver(MemberSchema),
    defaultValues: { name: profile.name, phone: profile.phone ? normalizePhone(profile.phone) : '' },
  });
  const { register, handleSubmit, formState, setError, reset } = form;
  // A newer profile (the answer to 'Update Data', a refetch) fills the fields the learner has not
  // edited since; what they are typing stays. A plain reset could land after their next keystrokes
  // (effects run after paint) and wipe them (decision 128).
  useEffect(() => {
    reset({ name: profile.name, phone: profile.phone ? normalizePhone(profile.phone) : '' }, { keepDirtyValues: true });
  }, [profile.name, profile.phone, reset]);

  const onSubmit = handleSubmit(async (values) => {
    if (profileIncomplete(profile)) {
      setBlocked(true);
      return;
    }
    try {
      await mutation.mutateAsync(values);
      // The saved values (phone normalised) become the form's own, so later edits count as edits.
      reset(values);
      notify(t('member.saved'), 'success');
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) {
        const nameErr = err.field('name');
        const phoneErr = err.field('phone');
        if (nameErr) setError('name', { message: nameErr });
        if (phoneErr) setError('phone', { message: phoneErr });
        if (!nameErr && !phoneErr) setBlocked(true);
      } else {
        notify(err instanceof ApiError ? err.message : t('member.saveFailed'), 'error');
      }
    }
  });

  const e = formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div>
        <Label htmlFor={`${uid}-email`}>{t('member.email')}</Label>
        <Input id={`${uid}-email`} value={profile.email} readOnly aria-readonly="true" className="bg-slate-50 text-slate-600" />
      </div>
      <div>
        <Label htmlFor={`${uid}-name`}>{t('member.name')}</Label>
        <Input id={`${uid}-name`} autoComplete="name" aria-invalid={e.name ? true : undefined} aria-describedby={e.name ? `${uid}-name-error` : undefined} {...register('name')} />
        <FieldError id={`${uid}-name-error`} message={message(e.name?.message)} />
      </div>
      <div>
        <Label htmlFor={`${uid}-phone`}>{t('member.phone', { app: messagingApp })}</Label>
        <div className="flex gap-2">
          <select aria-label={t('member.countryCode')} className="h-11 w-20 shrink-0 rounded-lg border border-slate-300 bg-slate-50 px-2 text-sm text-slate-700 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none" defaultValue="+62">
            <option value="+62">+62</option>
          </select>
          <Input
            id={`${uid}-phone`}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="81234567890"
            aria-invalid={e.phone ? true : undefined}
            aria-describedby={e.phone ? `${uid}-phone-error` : undefined}
            {...register('phone')}
          />
        </div>
        <FieldError id={`${uid}-phone-error`} message={message(e.phone?.message)} />
      </div>
      {blocked && (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('member.needsMore')}{' '}
          <Link to={paths.profile} className="font-semibold underline">
            {t('member.editProfile')}
          </Link>
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" variant="garis" loading={mutation.isPending}>
          {t('member.submit')}
        </Button>
      </div>
    </form>
  );
}
