import { zodResolver } from '@hookform/resolvers/zod';
import { ResetPasswordFormSchema, type ResetPasswordForm as PasswordValues } from '@kelas/contracts/auth';
import type { StaffRole } from '@kelas/contracts/auth';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FieldError, Label } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAcademyFormat } from '@/lib/i18n/academy-format';
import { useMessage } from '@/lib/i18n/use-message';
import { session, useSession } from '@/lib/session';
import { useAcceptInvitation, useInvitationPreview } from '../api/accept-invitation';

const START: Record<StaffRole, { to: string; label: 'toStudio' | 'toMentor' | 'toConsole' }> = {
  author: { to: paths.studio, label: 'toStudio' },
  mentor: { to: paths.mentor, label: 'toMentor' },
  admin: { to: paths.admin, label: 'toConsole' },
};

/**
 * 'Terima Undangan' at /invitations/accept?token= (decision 266): who invited whom as what and
 * until when; a new person sets a password (the reset rule) and is signed in; a person with an
 * account signs in with it (the login comes back here) and accepts; someone signed in with another
 * account is told to switch. After acceptance: the way to the role's screen.
 */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const token = params.get('token')?.trim() ?? '';
  const { t } = useTranslation(['staff', 'staffRoleLabels', 'authText']);
  const message = useMessage();
  const f = useAcademyFormat();
  const me = useSession();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const [done, setDone] = useState<{ message: string; role: StaffRole } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PasswordValues>({ resolver: zodResolver(ResetPasswordFormSchema), defaultValues: { password: '', confirm_password: '' } });
  const errors = form.formState.errors;

  const fail = (err: unknown) => {
    if (err instanceof ApiError && err.errors) {
      for (const k of ['password', 'confirm_password'] as const) if (err.field(k)) form.setError(k, { message: err.field(k) });
      if (!err.field('password') && !err.field('confirm_password')) setFormError(err.message);
      return;
    }
    setFormError(err instanceof ApiError ? err.message : t('authText:unexpected'));
  };
  const acceptNew = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const r = await accept.mutateAsync({ token, ...values });
      if (r.token && r.user) session.login(r.token, r.user);
      setDone({ message: r.message, role: r.role });
    } catch (err) {
      fail(err);
    }
  });
  const acceptSignedIn = async () => {
    setFormError(null);
    try {
      const r = await accept.mutateAsync({ token });
      // The session's roles come from the server at its next read; the stored user follows now.
      if (me.user) session.setUser({ ...me.user, roles: [...new Set([...(me.user.roles ?? []), r.role])] });
      setDone({ message: r.message, role: r.role });
    } catch (err) {
      fail(err);
    }
  };

  const shell = (body: React.ReactNode) => (
    <section aria-labelledby="accept-title" className="mx-auto max-w-lg px-4 py-10 sm:py-16">
      <h1 id="accept-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {done ? t('accept.accepted') : t('accept.title')}
      </h1>
      <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">{body}</div>
    </section>
  );

  if (done) {
    const next = START[done.role];
    return shell(
      <div className="text-center">
        <CheckCircle2 className="mx-auto size-12 text-emerald-600" aria-hidden="true" />
        <p role="status" className="mt-3 text-slate-800">
          {done.message}
        </p>
        <Button asChild className="mt-5">
          <Link to={next.to}>{t(`accept.${next.label}`)}</Link>
        </Button>
      </div>,
    );
  }
  if (!token) return shell(<p role="alert" className="text-sm text-red-700">{t('accept.noToken')}</p>);
  if (preview.isPending) return shell(<Skeleton className="h-32" aria-label={t('accept.loading')} />);
  if (preview.isError) {
    return shell(
      <>
        <p role="alert" className="text-sm text-red-700">
          {preview.error instanceof ApiError ? preview.error.message : t('authText:unexpected')}
        </p>
        <Button asChild variant="garis" className="mt-4">
          <Link to={paths.home}>{t('accept.home')}</Link>
        </Button>
      </>,
    );
  }
  const inv = preview.data;
  const role = t(`staffRoleLabels:${inv.role}`);
  const here = `${location.pathname}${location.search}`;
  const intro = (
    <>
      <p className="text-slate-800">{inv.invited_by ? t('accept.invited', { inviter: inv.invited_by, role }) : t('accept.invitedNoInviter', { role })}</p>
      <dl className="mt-3 grid grid-cols-[6rem_1fr] gap-1 text-sm">
        <dt className="text-slate-500">{t('accept.email')}</dt>
        <dd className="break-all text-slate-900">{inv.email}</dd>
        <dt className="text-slate-500">{t('accept.name')}</dt>
        <dd className="text-slate-900">{inv.name}</dd>
      </dl>
      <p className="mt-2 text-xs text-slate-500">{t('accept.until', { when: f.shortDateTime(inv.expires_at) })}</p>
      {formError && (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {formError}
        </p>
      )}
    </>
  );

  if (me.isAuthenticated) {
    const mine = me.user?.email?.toLowerCase() === inv.email;
    return shell(
      <>
        {intro}
        <p className="mt-4 text-sm text-slate-700">{t('accept.signedInAs', { email: me.user?.email ?? '' })}</p>
        {mine ? (
          <Button className="mt-4 w-full" loading={accept.isPending} onClick={() => void acceptSignedIn()}>
            {t('accept.accept')}
          </Button>
        ) : (
          <>
            <p className="mt-2 text-sm text-amber-800">{t('accept.otherAccount', { email: inv.email })}</p>
            <Button variant="garis" className="mt-4 w-full" onClick={() => session.logout()}>
              {t('accept.logout')}
            </Button>
          </>
        )}
      </>,
    );
  }
  if (inv.account_exists) {
    return shell(
      <>
        {intro}
        <p className="mt-4 text-sm text-slate-700">{t('accept.existing')}</p>
        <Button asChild className="mt-4 w-full">
          <Link to={`${paths.login}?next=${encodeURIComponent(here)}`}>{t('accept.signIn')}</Link>
        </Button>
      </>,
    );
  }
  return shell(
    <>
      {intro}
      <form onSubmit={acceptNew} noValidate className="mt-4 space-y-4">
        <p className="text-sm text-slate-700">{t('accept.setPassword')}</p>
        <div>
          <Label htmlFor="accept-password">{t('accept.password')}</Label>
          <PasswordInput id="accept-password" autoComplete="new-password" aria-invalid={errors.password ? true : undefined} aria-describedby={errors.password ? 'accept-password-error' : undefined} {...form.register('password')} />
          <FieldError id="accept-password-error" message={message(errors.password?.message)} />
        </div>
        <div>
          <Label htmlFor="accept-confirm">{t('accept.confirmPassword')}</Label>
          <PasswordInput id="accept-confirm" autoComplete="new-password" aria-invalid={errors.confirm_password ? true : undefined} aria-describedby={errors.confirm_password ? 'accept-confirm-error' : undefined} {...form.register('confirm_password')} />
          <FieldError id="accept-confirm-error" message={message(errors.confirm_password?.message)} />
          <p className="mt-1.5 text-xs leading-relaxed text-slate-500">{t('authText:passwordRuleHint')}</p>
        </div>
        <Button type="submit" className="w-full" loading={accept.isPending}>
          {t('accept.accept')}
        </Button>
      </form>
    </>,
  );
}
