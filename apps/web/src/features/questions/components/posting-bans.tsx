import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ListPager } from '@/components/ui/list-pager';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useAcademyFormat } from '@/lib/i18n/academy-format';
import { notify } from '@/lib/toast';
import { usePostingBans } from '../api/get-posting-bans';
import { useLiftBan } from '../api/lift-ban';

/**
 * The console's list of learners banned from posting (decision 282): the course, the learner, the
 * reason (decision 292), since when (academy time, labelled) and by whom, each with 'Cabut Larangan'. Nothing banned: one line.
 */
export function PostingBans() {
  const { t } = useTranslation('questions');
  const format = useAcademyFormat();
  const [page, setPage] = useState(1);
  const list = usePostingBans(page);
  const lift = useLiftBan();
  return (
    <section aria-labelledby="bans-title" className="mt-10">
      <h2 id="bans-title" className="text-lg font-bold text-slate-900">
        {t('bans.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('bans.intro')}</p>
      <div className="mt-3" aria-busy={list.isFetching}>
        {list.isPending ? (
          <Skeleton className="h-16 rounded-2xl" />
        ) : list.isError ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700">
            {list.error instanceof ApiError ? list.error.message : t('panel.loadFailed')}
          </p>
        ) : list.data.data.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-5 text-sm text-slate-600">{t('bans.empty')}</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {list.data.data.map((b) => (
              <li key={`${b.course.id}-${b.user.id}`} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0 text-sm">
                  <p className="font-semibold break-words text-slate-900">
                    {b.user.name} <span className="font-normal break-all text-slate-600">({b.user.email})</span>
                  </p>
                  <p className="break-words text-slate-700">{b.course.title}</p>
                  <p className={b.reason ? 'break-words text-slate-700' : 'text-slate-500 italic'}>{b.reason ? t('bans.reason', { reason: b.reason }) : t('bans.noReason')}</p>
                  <p className="text-xs text-slate-500">
                    {t('bans.since', { time: format.shortDateTime(b.created_at) })}
                    {b.banned_by ? ` ${t('bans.by', { name: b.banned_by })}` : ''}
                  </p>
                </div>
                <Button
                  variant="abu"
                  size="sm"
                  className="self-start sm:self-center"
                  loading={lift.isPending && lift.variables?.userId === b.user.id && lift.variables.courseId === b.course.id}
                  aria-label={`${t('moderation.unban')}: ${b.user.name}, ${b.course.title}`}
                  onClick={() => {
                    if (!window.confirm(t('moderation.unbanConfirm', { name: b.user.name }))) return;
                    lift.mutate(
                      { courseId: b.course.id, userId: b.user.id },
                      { onSuccess: () => notify(t('moderation.done'), 'success'), onError: (err) => notify(err instanceof ApiError ? err.message : t('post.failed'), 'error') },
                    );
                  }}
                >
                  {t('moderation.unban')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {list.data && list.data.meta.total > 0 && <ListPager meta={list.data.meta} noun={t('bans.noun')} onPage={setPage} />}
      </div>
    </section>
  );
}
