import { JOB_STATES, type FailedJob, type JobCounts } from '@kelas/contracts/jobs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/input';
import { ListPager } from '@/components/ui/list-pager';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useAcademyFormat } from '@/lib/i18n/academy-format';
import { notify } from '@/lib/toast';
import { useFailedJobs, type FailedJobFilters } from '../api/get-failed-jobs';
import { useJobCounts } from '../api/get-job-counts';
import { useRetryJob } from '../api/retry-job';

const selectClass =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none';

/** One job type: its count per state; failures in red when there are any. */
function CountsCard({ job }: { job: JobCounts }) {
  const { t } = useTranslation('jobStateLabels');
  const { number } = useAcademyFormat();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="font-mono text-sm font-semibold break-all text-slate-900">{job.name}</h3>
      <dl className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5">
        {JOB_STATES.map((s) => (
          <div key={s} className={s === 'failed' && job.counts.failed > 0 ? 'flex flex-col justify-between rounded-lg bg-red-50 p-2' : 'flex flex-col justify-between rounded-lg bg-slate-50 p-2'}>
            <dt className="text-xs text-slate-600">{t(s)}</dt>
            <dd className={s === 'failed' && job.counts.failed > 0 ? 'text-lg font-bold text-red-700' : 'text-lg font-bold text-slate-900'}>{number(job.counts[s])}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** One failed job: type, when, tries, the last error, its data, and the retry button. */
function FailedCard({ job }: { job: FailedJob }) {
  const { t } = useTranslation(['jobsText', 'jobStateLabels', 'jobs']);
  const { shortDateTime } = useAcademyFormat();
  const retry = useRetryJob();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-sm font-semibold break-all text-slate-900">{job.name}</span>
            <Badge tone="merah">{t('jobStateLabels:failed')}</Badge>
          </p>
          <p className="mt-1 font-mono text-xs break-all text-slate-500">{job.id}</p>
          <p className="mt-1 text-sm text-slate-600">
            {t('jobsText:failedAt')}{' '}
            {job.failed_at ? (
              <time dateTime={job.failed_at}>{shortDateTime(job.failed_at, { seconds: true })}</time>
            ) : (
              '–'
            )}{' '}
            {t('jobs:triesLine', { label: t('jobsText:tries'), tries: job.tries })}
          </p>
        </div>
        <Button
          size="sm"
          variant="kuning"
          className="shrink-0"
          loading={retry.isPending}
          aria-label={t('jobs:retryWhich', { retry: t('jobsText:retry'), name: job.name, id: job.id })}
          onClick={() =>
            retry.mutate(job.id, {
              onSuccess: () => notify(t('jobsText:retried'), 'success'),
              onError: (e) => notify(e instanceof ApiError ? e.message : t('jobs:retryFailed'), 'error'),
            })
          }
        >
          {t('jobsText:retry')}
        </Button>
      </div>
      <p className="mt-3 text-xs font-medium text-slate-600">{t('jobsText:error')}</p>
      <pre className="mt-1 rounded-lg bg-red-50 p-2 text-xs break-words whitespace-pre-wrap text-red-800">{job.error ?? '–'}</pre>
      <details className="mt-2">
        <summary className="cursor-pointer text-xs font-medium text-slate-600">{t('jobsText:payload')}</summary>
        <pre className="mt-1 rounded-lg bg-slate-50 p-2 text-xs break-all whitespace-pre-wrap text-slate-700">{JSON.stringify(job.data, null, 2)}</pre>
      </details>
    </li>
  );
}

/** /admin/jobs: the background-job queue: counts per type and state, failed jobs with their error and a retry (decision 183). */
export function JobQueueConsole() {
  const { t } = useTranslation(['jobsText', 'jobs']);
  const counts = useJobCounts();
  const [filters, setFilters] = useState<FailedJobFilters>({ name: '', page: 1 });
  const failed = useFailedJobs(filters);

  return (
    <section aria-labelledby="jobs-title" className="mx-auto max-w-6xl">
      <h1 id="jobs-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('jobsText:title')}
      </h1>
      <p className="mt-1 text-slate-600">{t('jobsText:intro')}</p>

      <h2 className="mt-6 text-lg font-semibold text-slate-900">{t('jobsText:countsHeading')}</h2>
      <div className="mt-3" aria-busy={counts.isFetching}>
        {counts.isPending ? (
          <Skeleton className="h-28 rounded-xl" />
        ) : counts.isError ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700">
            {t('jobs:countsFailed', { message: counts.error instanceof ApiError ? counts.error.message : '' })}
          </p>
        ) : counts.data.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600">{t('jobsText:noJobs')}</p>
        ) : (
          <ul className="grid gap-3 lg:grid-cols-2">
            {counts.data.map((j) => (
              <CountsCard key={j.name} job={j} />
            ))}
          </ul>
        )}
      </div>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 className="text-lg font-semibold text-slate-900">{t('jobsText:failedHeading')}</h2>
        <div className="sm:w-72">
          <Label htmlFor="jobs-name">{t('jobsText:name')}</Label>
          <select id="jobs-name" className={selectClass} value={filters.name} onChange={(e) => setFilters({ name: e.target.value, page: 1 })}>
            <option value="">{t('jobsText:filterAll')}</option>
            {(counts.data ?? []).map((j) => (
              <option key={j.name} value={j.name}>
                {j.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-3" aria-busy={failed.isFetching}>
        {failed.isPending ? (
          <Skeleton className="h-40 rounded-xl" />
        ) : failed.isError ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700">
            {t('jobs:failedFailed', { message: failed.error instanceof ApiError ? failed.error.message : '' })}
          </p>
        ) : failed.data.data.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600">{t('jobsText:noFailed')}</p>
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-600">{t('jobs:total', { count: failed.data.meta.total })}</p>
            <ul className="space-y-3">
              {failed.data.data.map((j) => (
                <FailedCard key={j.id} job={j} />
              ))}
            </ul>
            <ListPager meta={failed.data.meta} noun={t('jobs:noun')} onPage={(page) => setFilters((f) => ({ ...f, page }))} />
          </>
        )}
      </div>
    </section>
  );
}
