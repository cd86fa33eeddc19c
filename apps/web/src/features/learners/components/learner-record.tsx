import { formatPhone } from '@kelas/contracts/format';
import type { LearnerDetail } from '@kelas/contracts/learners';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n/format';
import { notify } from '@/lib/toast';
import { useUser } from '../api/get-user';
import { useUserActions } from '../api/user-actions';
import { useLearnerDates, type EnrolmentSource, type OrderStatusKey } from '../lib/format';
import { LearnerActions } from './learner-actions';
import { LearnerCertificates } from './learner-certificates';
import { AccountStatus } from './learner-search';

function Panel({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  const id = `panel-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
        {count !== undefined && <span className="ml-2 text-sm font-normal text-slate-500">({count})</span>}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <p className="text-sm text-slate-500">{children}</p>;

function Enrolments({ record }: { record: LearnerDetail['data'] }) {
  const { t } = useTranslation('learners');
  const { date } = useLearnerDates();
  const { revoke } = useUserActions(record.user.id);
  if (record.enrolments.length === 0) return <Empty>{t('record.noEnrolments')}</Empty>;
  return (
    <ul className="divide-y divide-slate-200">
      {record.enrolments.map((e) => (
        <li key={e.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4">
          <div className="min-w-0 flex-1">
            <p className="font-medium break-words text-slate-900">{e.course.title}</p>
            <p className="text-xs text-slate-500">{t('record.since', { source: t(`sources.${e.source as EnrolmentSource}`, { defaultValue: e.source }), date: date(e.enrolled_at) })}</p>
            <div className="mt-2 flex items-center gap-2">
              <div
                className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100"
                role="progressbar"
                aria-valuenow={e.progress_percent}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-label={t('record.progress', { course: e.course.title })}
              >
                <div className="h-full rounded-full bg-emerald-600" style={{ width: `${e.progress_percent}%` }} />
              </div>
              <span className="w-28 text-right text-xs text-slate-600">
                {e.progress_percent}% ({e.completed_items}/{e.total_items})
              </span>
            </div>
          </div>
          <Button
            size="sm"
            variant="abu"
            loading={revoke.isPending && revoke.variables === e.id}
            aria-label={t('record.revokeCourse', { course: e.course.title })}
            onClick={() => {
              if (!window.confirm(t('record.revokeConfirm', { name: record.user.name, course: e.course.title }))) return;
              revoke.mutate(e.id, {
                onSuccess: (r) => notify(r.message, 'success'),
                onError: (err) => notify(err instanceof ApiError ? err.message : t('record.error'), 'error'),
              });
            }}
          >
            {t('record.revoke')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** /admin/learners/{id}: a learner's profile, enrolments with progress, orders, quiz attempts, submissions and certificates, and the admin's actions. */
export function LearnerRecord({ userId }: { userId: number }) {
  const { t } = useTranslation('learners');
  const q = useUser(userId);
  return (
    <div className="mx-auto max-w-6xl">
      <Link to="/admin/learners" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('record.back')}
      </Link>
      {q.isPending ? (
        <div className="mt-4 space-y-4">
          <Skeleton className="h-24 rounded-2xl" />
          <Skeleton className="h-48 rounded-2xl" />
        </div>
      ) : q.isError ? (
        <p role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700">
          {q.error instanceof ApiError ? q.error.message : t('record.loadFailed')}
        </p>
      ) : (
        <RecordBody record={q.data} />
      )}
    </div>
  );
}

function RecordBody({ record }: { record: LearnerDetail['data'] }) {
  const { t } = useTranslation(['learners', 'staffRoleLabels']);
  const { rupiah } = useFormat();
  const { dateTime } = useLearnerDates();
  const { user } = record;
  return (
    <>
      <header className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold break-words text-slate-900">{user.name}</h1>
          <AccountStatus user={user} />
          {user.roles.map((r) => (
            <Badge key={r} tone="biru">
              {t(`staffRoleLabels:${r}`)}
            </Badge>
          ))}
        </div>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <dt className="text-slate-500">{t('record.email')}</dt>
            <dd className="break-all text-slate-900">
              {user.email} {user.email_verified ? '' : <span className="text-xs text-amber-700">{t('record.unverified')}</span>}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('record.phone')}</dt>
            <dd className="text-slate-900">{user.phone ? formatPhone(user.phone) : '–'}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('record.registered')}</dt>
            <dd className="text-slate-900">{dateTime(user.created_at)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('record.deactivatedSince')}</dt>
            <dd className="text-slate-900">{dateTime(user.deactivated_at)}</dd>
          </div>
        </dl>
        <div className="mt-4">
          <LearnerActions record={record} />
        </div>
      </header>

      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <Panel title={t('record.enrolments')} count={record.enrolments.length}>
          <Enrolments record={record} />
        </Panel>
        <Panel title={t('record.orders')} count={record.orders.length}>
          {record.orders.length === 0 ? (
            <Empty>{t('record.noOrders')}</Empty>
          ) : (
            <ul className="divide-y divide-slate-200 text-sm">
              {record.orders.map((o) => (
                <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="font-mono text-xs break-all text-slate-700">{o.invoice_number}</span>
                  <span className="text-slate-900">{rupiah(o.total)}</span>
                  <Badge tone={o.status === 'paid' ? 'hijau' : o.status === 'pending' ? 'kuning' : 'abu'}>{t(`orderStatuses.${o.status as OrderStatusKey}`, { defaultValue: o.status })}</Badge>
                  <span className="w-full text-xs text-slate-500">{dateTime(o.created_at)}</span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title={t('record.quizzes')} count={record.quiz_attempts.length}>
          {record.quiz_attempts.length === 0 ? (
            <Empty>{t('record.noQuizzes')}</Empty>
          ) : (
            <ul className="divide-y divide-slate-200 text-sm">
              {record.quiz_attempts.map((a) => (
                <li key={a.id} className="py-2">
                  <p className="font-medium text-slate-900">
                    {a.quiz_title} <span className="text-xs font-normal text-slate-500">{t('record.attempt', { n: a.attempt_no })}</span>
                  </p>
                  <p className="text-xs text-slate-500">
                    {a.course_title} · {dateTime(a.started_at)} · {a.status === 'completed' ? t('record.score', { score: a.score ?? 0 }) : t('record.inProgress')}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title={t('record.certificates')} count={record.certificates.length}>
          <LearnerCertificates record={record} />
        </Panel>
        <Panel title={t('record.submissions')} count={record.submissions.length}>
          {record.submissions.length === 0 ? (
            <Empty>{t('record.noSubmissions')}</Empty>
          ) : (
            <ul className="divide-y divide-slate-200 text-sm">
              {record.submissions.map((s) => (
                <li key={s.id} className="py-2">
                  <p className="font-medium break-words text-slate-900">{s.item_title}</p>
                  <p className="text-xs break-words text-slate-500">
                    {s.course_title} · {s.file_name} · {dateTime(s.submitted_at)} · {s.status === 'graded' ? t('record.score', { score: s.score ?? 0 }) : t('record.awaitingGrade')}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </>
  );
}
