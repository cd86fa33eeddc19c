import type { Overview } from '@kelas/contracts/overview';
import { AlertTriangle, ClipboardCheck, MailWarning, Users, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/components/ui/cn';
import { Skeleton } from '@/components/ui/skeleton';
import { useAcademyFormat } from '@/lib/i18n/academy-format';
import { useOverview } from '../api/get-overview';

function Figure({ to, icon, label, value, detail, warn }: { to: string; icon: ReactNode; label: string; value: string; detail?: string; warn?: boolean }) {
  return (
    <li>
      <Link
        to={to}
        className={cn(
          'flex h-full flex-col rounded-xl border bg-white p-4 shadow-sm hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600',
          warn ? 'border-red-200' : 'border-slate-200',
        )}
      >
        <span className="flex items-center gap-2 text-sm font-medium text-slate-600">
          {icon}
          {label}
        </span>
        <span className={cn('mt-2 text-2xl font-bold', warn ? 'text-red-700' : 'text-slate-900')}>{value}</span>
        {detail && <span className="mt-1 text-xs text-slate-600">{detail}</span>}
      </Link>
    </li>
  );
}

/**
 * The figures of 'Ringkasan' (decision 268), each a link to its list: money today and this week
 * (paid − refunded, in the academy's zone), new enrolments, the grading backlog and its oldest
 * submission, undelivered e-mails, failed jobs and failed programme reports (red when any).
 */
export function OverviewFigures() {
  const { t } = useTranslation('console');
  const f = useAcademyFormat();
  const q = useOverview();
  if (q.isPending) return <Skeleton className="mt-6 h-48 rounded-2xl" aria-label={t('overview.loading')} />;
  if (q.isError) {
    return (
      <p role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700">
        {t('overview.loadFailed')}
      </p>
    );
  }
  const o: Overview = q.data;
  const money = (m: Overview['today']['revenue']) => t('overview.moneyDetail', { paid: f.rupiah(m.paid), refunded: f.rupiah(m.refunded) });
  const icon = (I: typeof Wallet) => <I className="size-4 text-brand-600" aria-hidden="true" />;
  const warnIcon = <AlertTriangle className="size-4 text-red-600" aria-hidden="true" />;
  return (
    <section aria-labelledby="overview-figures" className="mt-6">
      <h2 id="overview-figures" className="sr-only">
        {t('overview.figures')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <Figure to="/admin/reports" icon={icon(Wallet)} label={t('overview.today')} value={f.rupiah(o.today.revenue.net)} detail={money(o.today.revenue)} />
        <Figure to="/admin/reports" icon={icon(Wallet)} label={t('overview.week')} value={f.rupiah(o.week.revenue.net)} detail={money(o.week.revenue)} />
        <Figure to="/admin/reports?report=enrolments" icon={icon(Users)} label={t('overview.enrolments')} value={f.number(o.today.enrolments)} detail={t('overview.enrolmentsWeek', { count: o.week.enrolments })} />
        <Figure
          to="/mentor"
          icon={icon(ClipboardCheck)}
          label={t('overview.grading')}
          value={f.number(o.grading.waiting)}
          detail={o.grading.oldest_submitted_at ? t('overview.oldest', { when: f.shortDateTime(o.grading.oldest_submitted_at) }) : t('overview.noneWaiting')}
        />
        <Figure to="/admin/jobs" icon={o.failed_emails ? warnIcon : icon(MailWarning)} label={t('overview.failedEmails')} value={f.number(o.failed_emails)} warn={o.failed_emails > 0} />
        <Figure to="/admin/jobs" icon={o.failed_jobs ? warnIcon : icon(AlertTriangle)} label={t('overview.failedJobs')} value={f.number(o.failed_jobs)} warn={o.failed_jobs > 0} />
        <Figure to="/admin/prakerja" icon={o.failed_programme_reports ? warnIcon : icon(AlertTriangle)} label={t('overview.failedReports')} value={f.number(o.failed_programme_reports)} warn={o.failed_programme_reports > 0} />
      </ul>
      <p className="mt-2 text-xs text-slate-500">{t('overview.asOf', { when: f.shortDateTime(o.as_of), week: f.shortDate(o.week.starts) })}</p>
    </section>
  );
}
