import { zodResolver } from '@hookform/resolvers/zod';
import { InviteStaffBodySchema } from '@kelas/contracts/staff';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useStaffActions } from '../api/staff-actions';
import { StaffConfirm } from './staff-confirm';

type FormIn = z.input<typeof InviteStaffBodySchema>;
/** The roles offered, in this order. */
const INVITE_ROLES = ['author', 'mentor', 'admin'] as const;
type FormOut = z.output<typeof InviteStaffBodySchema>;

/**
 * 'Undang Staf': e-mail, optional name and a role; the server mails a link to 'Terima Undangan'
 * and the role is given when the person accepts (decision 266). For an e-mail that already has an
 * account the server asks first (409 CONFIRM_REQUIRED): the admin confirms in a dialog.
 */
export function InviteForm() {
  const { t } = useTranslation(['staff', 'staffRoleLabels', 'staffText']);
  const { invite } = useStaffActions();
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(InviteStaffBodySchema), defaultValues: { email: '', name: '', role: 'author' } });
  const { errors, isSubmitting } = form.formState;
  const [asking, setAsking] = useState<{ values: FormOut; message: string } | null>(null);
  const send = async (values: FormOut) => {
    const r = await invite.mutateAsync(values);
    notify(r.message, 'success');
    form.reset({ email: '', name: '', role: values.role });
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409 && err.code === 'CONFIRM_REQUIRED') return setAsking({ values, message: err.message });
      if (err instanceof ApiError && err.errors) {
        for (const f of ['email', 'name', 'role'] as const) if (err.field(f)) form.setError(f, { message: err.field(f) });
      } else form.setError('root', { message: err instanceof ApiError ? err.message : t('invite.failed') });
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="invite-title" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="invite-title" className="text-lg font-semibold text-slate-900">
        {t('invite.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('invite.intro')}</p>
      <div className="mt-4 grid gap-4 md:grid-cols-[2fr_2fr_1fr_auto] md:items-start">
        <div>
          <Label htmlFor="invite-email">{t('invite.email')}</Label>
          <Input id="invite-email" type="email" autoComplete="off" aria-invalid={errors.email ? true : undefined} aria-describedby={errors.email ? 'invite-email-error' : undefined} {...form.register('email')} />
          <FieldError id="invite-email-error" message={errors.email?.message} />
        </div>
        <div>
          <Label htmlFor="invite-name">{t('invite.name')}</Label>
          <Input id="invite-name" autoComplete="off" {...form.register('name')} />
          <FieldError message={errors.name?.message} />
        </div>
        <div>
          <Label htmlFor="invite-role">{t('invite.role')}</Label>
          <select
            id="invite-role"
            className="block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none"
            {...form.register('role')}
          >
            {INVITE_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`staffRoleLabels:${r}`)}
              </option>
            ))}
          </select>
          <FieldError message={errors.role?.message} />
        </div>
        <Button type="submit" loading={isSubmitting} className="h-11 md:mt-6.5">
          {t('invite.submit')}
        </Button>
      </div>
      <FieldError message={errors.root?.message} />
      <StaffConfirm
        open={asking !== null}
        title={t('invite.confirmTitle')}
        description={asking?.message}
        confirmLabel={t('invite.confirmSend')}
        busy={invite.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (!asking) return;
          void send({ ...asking.values, confirm: true })
            .catch((err: unknown) => form.setError('root', { message: err instanceof ApiError ? err.message : t('invite.failed') }))
            .finally(() => setAsking(null));
        }}
      />
    </form>
  );
}
