import type { PrakerjaLearner, PrakerjaReportStatus } from '@kelas/contracts/prakerja';
import { RotateCw, Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useAcademyFormat } from '@/lib/i18n/academy-format';
import { notify } from '@/lib/toast';
import { useProgrammeLearners, useRetryReport } from '../api/programme-learners';
import { useSessionLabel } from '../lib/return-to';

const TONES: Record<PrakerjaReportStatus, BadgeTone> = { pending: 'kuning', sent: 'hijau', failed: 'merah' };

function Reports({ learner }: { learner: PrakerjaLearner }) {
  const { t } = useTranslation(['prakerja', 'prakerjaStatusLabels']);
  const { shortDateTime } = useAcademyFormat();
  const retry = useRetryReport();
  if (learner.reports.length === 0) return <p className="text-sm text-slate-600">{t('console.noReports')}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {learner.reports.map((r) => (
        <li key={r.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <p className="font-medium text-slate-900">{t('console.reportHeading', { scope: t(`console.scope.${r.scope}`), sequence: r.sequence })}</p>
            <p className="text-sm text-slate-600">{r.item_title}</p>
            {r.status === 'sent' && r.sent_at && <p className="text-xs text-slate-600">{t('console.sentAt', { when: shortDateTime(r.sent_at) })}</p>}
            {r.status === 'pending' && r.next_attempt_at && <p className="text-xs text-slate-600">{t('console.nextAt', { when: shortDateTime(r.next_attempt_at) })}</p>}
            {r.last_error && r.status !== 'sent' && (
              <p className="mt-1 text-sm break-words text-red-700">
                <span className="font-semibold">{t('console.programmeMessage')}</span> {r.last_error}
              </p>
            )}
            <p className="text-xs text-slate-500">{t('console.attempts', { count: r.attempts })}</p>
          </div>
          <div className="flex shrink-0 items-center gap-2">
            <Badge tone={TONES[r.status]}>{t(`prakerjaStatusLabels:${r.status}`)}</Badge>
            {r.status !== 'sent' && (
              <Button
                size="sm"
                variant="garis"
                loading={retry.isPending && retry.variables === r.id}
                onClick={() =>
                  retry.mutate(r.id, {
                    onSuccess: (res) => notify(res.data.status === 'sent' ? t('console.sent') : res.message, res.data.status === 'failed' ? 'error' : 'success'),
                    onError: (err) => notify(err instanceof ApiError ? err.message : t('console.resendFailed'), 'error'),
                  })
                }
              >
                <RotateCw className="size-4" aria-hidden="true" />
                {t('console.resend')}
                <span className="sr-only"> {t('console.resendWhich', { title: r.item_title })}</span>
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * /admin/prakerja (decision 195): programme learners with their verified sessions
 * and every report to the programme (Menunggu / Terkirim / Gagal with the programme's message),
 * each unsent one with 'Kirim ulang'. Search by name, e-mail or code.
 */
export function ProgrammeLearnersConsole() {
  const { t } = useTranslation('prakerja');
  const { shortDateTime } = useAcademyFormat();
  const sessionLabel = useSessionLabel();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const list = useProgrammeLearners(q);
  return (
    <section aria-labelledby="prakerja-title" className="mx-auto max-w-6xl">
      <h1 id="prakerja-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('console.title')}
      </h1>
      <p className="mt-1 text-slate-600">{t('console.intro')}</p>
      <form
        role="search"
        className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(draft.trim());
        }}
      >
        <div className="flex-1">
          <Label htmlFor="prakerja-search">{t('console.search')}</Label>
          <Input id="prakerja-search" type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
        </div>
        <Button type="submit">
          <Search className="size-4" aria-hidden="true" />
          {t('console.searchButton')}
        </Button>
      </form>
      <div className="mt-6 space-y-4" aria-busy={list.isFetching}>
        {list.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : list.isError ? (
          <p role="alert" className="text-red-700">
            {list.error instanceof ApiError ? list.error.message : t('console.loadFailed')}
          </p>
        ) : list.data.length === 0 ? (
          <p className="rounded-2xl border border-slate-200 bg-white p-6 text-center text-slate-600">{t('console.empty')}</p>
        ) : (
          list.data.map((l) => (
            <article key={l.code_id} aria-labelledby={`prakerja-l-${l.code_id}`} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
              <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
                <h2 id={`prakerja-l-${l.code_id}`} className="text-lg font-semibold text-slate-900">
                  {l.learner.name} <span className="text-sm font-normal break-all text-slate-600">{l.learner.email}</span>
                </h2>
                <span className="font-mono text-sm text-slate-700" aria-label={t('console.codeEnding', { end: l.redeem_code.slice(-4) })}>
                  {l.redeem_code}
                </span>
              </div>
              <p className="mt-1 text-sm text-slate-700">
                {l.course.title} · {l.enrolled ? <Badge tone="hijau">{t('console.enrolled')}</Badge> : <Badge tone="kuning">{t('console.awaiting')}</Badge>}
              </p>
              <div className="mt-3">
                <h3 className="text-sm font-semibold text-slate-900">{t('console.attendances')}</h3>
                <p className="mt-1 flex flex-wrap gap-1.5">
                  {l.attendances.length === 0 ? (
                    <span className="text-sm text-slate-600">{t('console.noAttendances')}</span>
                  ) : (
                    l.attendances.map((a) => (
                      <Badge key={a.sequence} tone="biru" title={shortDateTime(a.verified_at)}>
                        {sessionLabel(a.sequence)}
                      </Badge>
                    ))
                  )}
                </p>
              </div>
              <div className="mt-3">
                <h3 className="text-sm font-semibold text-slate-900">{t('console.reports')}</h3>
                <Reports learner={l} />
              </div>
            </article>
          ))
        )}
      </div>
    </section>
  );
}
