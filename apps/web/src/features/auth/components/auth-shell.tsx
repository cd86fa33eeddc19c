import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { messagingLink, useAppConfig } from '@/lib/app-config';

/** Support footer of the auth pages (spec 2.12): 'Ada kendala? Laporkan ke {messaging app}' {phone} '(Hanya menerima pesan)'. */
export function SupportFooter() {
  const { messagingApp, phone } = useAppConfig();
  const { t } = useTranslation('auth');
  return (
    <p className="mt-8 border-t border-slate-100 pt-5 text-center text-sm leading-relaxed text-slate-600">
      <Trans
        t={t}
        i18nKey="shell.support"
        values={{ app: messagingApp, phone }}
        components={{
          anchor: <a href={messagingLink(phone)} target="_blank" rel="noopener noreferrer" className="font-semibold whitespace-nowrap text-brand-700 underline-offset-2 hover:underline" />,
          note: <span className="whitespace-nowrap" />,
        }}
      />
    </p>
  );
}

/** The card every auth page sits in: the logo (to /), the page title, the form, the support footer. */
export function AuthShell({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <div className="w-full max-w-md">
      <div className="mb-6 flex justify-center">
        <Link to={paths.home} aria-label={t('shell.home')} className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600">
          <Logo />
        </Link>
      </div>
      <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8" aria-labelledby="auth-title">
        <h1 id="auth-title" className="text-2xl font-bold text-slate-900">
          {title}
        </h1>
        {intro && <div className="mt-2 text-sm leading-relaxed text-slate-600">{intro}</div>}
        <div className="mt-6">{children}</div>
        <SupportFooter />
      </section>
    </div>
  );
}

/** A message box above a form: `error` for failures, `info` for notices (role alert / status). */
export function FormAlert({ kind, children }: { kind: 'error' | 'info' | 'success'; children: ReactNode }) {
  const styles = {
    error: 'border-red-200 bg-red-50 text-red-800',
    info: 'border-brand-200 bg-brand-50 text-brand-900',
    success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  }[kind];
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} className={`mb-5 rounded-lg border px-4 py-3 text-sm leading-relaxed ${styles}`}>
      {children}
    </div>
  );
}
