import type { MentorQuestionQuery } from '@kelas/contracts/questions';
import { Clock, Inbox } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Label, selectClass } from '@/components/ui/input';
import { ListPager } from '@/components/ui/list-pager';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useMentorQuestions } from '../api/get-mentor-questions';
import { PostBody, PostByline } from './post-parts';

/** '45 menit' / '3 jam' / '2 hari': how long a question has waited, from whole seconds. */
export function useAge() {
  const { t } = useTranslation('questions');
  return (seconds: number) => {
    const minutes = Math.floor(seconds / 60);
    if (minutes < 60) return t('inbox.minutes', { count: Math.max(1, minutes) });
    const hours = Math.floor(minutes / 60);
    return hours < 24 ? t('inbox.hours', { count: hours }) : t('inbox.days', { count: Math.floor(hours / 24) });
  };
}

/**
 * The mentor's 'Pertanyaan' (decision 277): the questions of the courses they teach, unanswered
 * ones by default, oldest first, each with how long it has waited and 'Jawab' to its page.
 */
export function MentorInbox() {
  const { t } = useTranslation('questions');
  const age = useAge();
  const [status, setStatus] = useState<MentorQuestionQuery['status']>('unanswered');
  const [page, setPage] = useState(1);
  const list = useMentorQuestions(status, page);

  return (
    <div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('inbox.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('inbox.intro')}</p>
        </div>
        <div className="sm:w-56">
          <Label htmlFor="inbox-status">{t('inbox.status')}</Label>
          <select
            id="inbox-status"
            className={selectClass}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as MentorQuestionQuery['status']);
              setPage(1);
            }}
          >
            <option value="unanswered">{t('inbox.statuses.unanswered')}</option>
            <option value="all">{t('inbox.statuses.all')}</option>
          </select>
        </div>
      </div>
      <div className="mt-5" aria-busy={list.isFetching}>
        {list.isPending ? (
          <div className="space-y-3">
            <Skeleton className="h-28 rounded-2xl" />
            <Skeleton className="h-28 rounded-2xl" />
          </div>
        ) : list.isError ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700">
            {list.error instanceof ApiError ? list.error.message : t('panel.loadFailed')}
          </p>
        ) : list.data.data.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-4 py-14 text-center">
            <Inbox className="size-10 text-slate-400" aria-hidden="true" />
            <p className="mt-3 text-slate-600">{t('inbox.empty')}</p>
          </div>
        ) : (
          <ul className="space-y-3">
            {list.data.data.map((q) => (
              <li key={q.id}>
                <article aria-label={q.author.name} className="rounded-2xl border border-slate-200 bg-white p-4">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <p className="text-sm text-slate-600">
                      <span className="font-semibold text-slate-800">{q.course.title}</span> · {q.item.title}
                    </p>
                    <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-600/30 ring-inset">
                      <Clock className="size-3.5" aria-hidden="true" />
                      {t('inbox.waiting', { age: age(q.age_seconds) })}
                    </span>
                  </div>
                  <div className="mt-2">
                    <PostByline post={q} />
                  </div>
                  <PostBody html={q.body} className="mt-2 line-clamp-3 text-sm" />
                  <div className="mt-3 flex items-center justify-between gap-2">
                    <span className="text-sm text-slate-600">{t('panel.answers', { count: q.answer_count })}</span>
                    <Button asChild size="sm">
                      <Link to={`/diskusi/${q.id}`}>{t('inbox.reply')}</Link>
                    </Button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
        {list.data && <ListPager meta={list.data.meta} noun={t('inbox.noun')} onPage={setPage} />}
      </div>
    </div>
  );
}
