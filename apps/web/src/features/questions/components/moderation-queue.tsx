import type { AdminReportQuery, ReportedPost } from '@kelas/contracts/questions';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label, selectClass } from '@/components/ui/input';
import { ListPager } from '@/components/ui/list-pager';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useAcademyFormat } from '@/lib/i18n/academy-format';
import { notify } from '@/lib/toast';
import { useAdminReports } from '../api/get-admin-reports';
import { useModeratePost } from '../api/moderate-post';
import { useLiftBan } from '../api/lift-ban';
import { BanDialog } from './ban-dialog';
import { PostBody } from './post-parts';
import { PostingBans } from './posting-bans';

/**
 * The console's queue of reported questions and answers (decision 277): one card per post, the
 * latest report first, with its reports, 'Sembunyikan' / 'Tampilkan' and 'Larang Posting' (the
 * author may no longer post in that course; a reason is asked, decision 292) or 'Cabut Larangan';
 * below it, who is banned where and why (decision 282). Times in the academy's zone, labelled.
 */
export function ModerationQueue() {
  const { t } = useTranslation('questions');
  const [status, setStatus] = useState<AdminReportQuery['status']>('open');
  const [page, setPage] = useState(1);
  const list = useAdminReports(status, page);

  return (
    <section aria-labelledby="moderation-title">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="moderation-title" className="text-2xl font-bold text-slate-900">
            {t('moderation.title')}
          </h1>
          <p className="mt-1 text-sm text-slate-600">{t('moderation.intro')}</p>
        </div>
        <div className="sm:w-56">
          <Label htmlFor="moderation-status">{t('moderation.status')}</Label>
          <select
            id="moderation-status"
            className={selectClass}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as AdminReportQuery['status']);
              setPage(1);
            }}
          >
            <option value="open">{t('moderation.statuses.open')}</option>
            <option value="all">{t('moderation.statuses.all')}</option>
          </select>
        </div>
      </div>
      <div className="mt-5" aria-busy={list.isFetching}>
        {list.isPending ? (
          <Skeleton className="h-32 rounded-2xl" />
        ) : list.isError ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700">
            {list.error instanceof ApiError ? list.error.message : t('panel.loadFailed')}
          </p>
        ) : list.data.data.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-4 py-14 text-center">
            <Inbox className="size-10 text-slate-400" aria-hidden="true" />
            <p className="mt-3 text-slate-600">{t('moderation.empty')}</p>
          </div>
        ) : (
          <ul className="space-y-3">
            {list.data.data.map((p) => (
              <li key={`${p.kind}-${p.id}`}>
                <ReportedCard post={p} />
              </li>
            ))}
          </ul>
        )}
        {list.data && <ListPager meta={list.data.meta} noun={t('moderation.noun')} onPage={setPage} />}
      </div>
      <PostingBans />
    </section>
  );
}

function ReportedCard({ post }: { post: ReportedPost }) {
  const { t } = useTranslation('questions');
  const format = useAcademyFormat();
  const moderate = useModeratePost();
  const lift = useLiftBan();
  const [banning, setBanning] = useState(false);
  const fail = (err: unknown) => notify(err instanceof ApiError ? err.message : t('post.failed'), 'error');
  const hidden = post.status === 'hidden';
  return (
    <article aria-label={`${t(`moderation.kinds.${post.kind}`)} ${post.author.name}`} className="rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="abu">{t(`moderation.kinds.${post.kind}`)}</Badge>
        <Badge tone={hidden ? 'merah' : 'hijau'}>{hidden ? t('moderation.hidden') : t('moderation.visible')}</Badge>
        <Badge tone="kuning">{t('moderation.reports', { count: post.report_count })}</Badge>
        {post.author_banned && <Badge tone="merah">{t('moderation.banned')}</Badge>}
      </div>
      <p className="mt-2 text-sm break-words text-slate-600">
        <span className="font-semibold text-slate-800">{post.course.title}</span> · {post.author.name} ({post.author.email})
      </p>
      <PostBody html={post.body} className="mt-2 rounded-lg bg-slate-50 p-3 text-sm" />
      <p className="mt-2 text-sm break-words text-slate-700">{t('moderation.lastReason', { reason: post.last_reason })}</p>
      <p className="text-xs text-slate-500">{format.shortDateTime(post.last_reported_at)}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant={hidden ? 'abu' : 'merah'}
          size="sm"
          loading={moderate.isPending}
          onClick={() => moderate.mutate({ kind: post.kind, id: post.id, action: hidden ? 'restore' : 'hide' }, { onSuccess: () => notify(t('moderation.done'), 'success'), onError: fail })}
        >
          {hidden ? t('moderation.restore') : t('moderation.hide')}
        </Button>
        {post.author_banned ? (
          <Button
            variant="abu"
            size="sm"
            loading={lift.isPending}
            onClick={() => {
              if (!window.confirm(t('moderation.unbanConfirm', { name: post.author.name }))) return;
              lift.mutate({ courseId: post.course.id, userId: post.author.id }, { onSuccess: () => notify(t('moderation.done'), 'success'), onError: fail });
            }}
          >
            {t('moderation.unban')}
          </Button>
        ) : (
          <Button variant="abu" size="sm" onClick={() => setBanning(true)}>
            {t('moderation.ban')}
          </Button>
        )}
      </div>
      <BanDialog post={post} open={banning} onOpenChange={setBanning} />
    </article>
  );
}
