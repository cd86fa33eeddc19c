import { QUESTION_SORTS, type QuestionSort } from '@kelas/contracts/questions';
import { CheckCircle2, MessageCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Label, selectClass } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useCourseQuestions } from '../api/get-course-questions';
import { usePostQuestion } from '../api/post-question';
import { PostBody, PostByline, PostingBanNote, VoteButton } from './post-parts';
import { PostEditor } from './post-editor';

/**
 * 'Diskusi' under the player's material (decision 277): the current item's questions (or the whole
 * course's), newest, most voted or unanswered first, and the form to ask about the current item,
 * shown once the list says the reader may ask: a learner barred from posting reads the ban and its
 * reason there instead (decision 292). A learner not enrolled (a staff preview) sees nothing. Each
 * question opens its page.
 */
export function DiscussionPanel({ slug, itemId }: { slug: string; progress: number; itemId: number | null }) {
  const { t } = useTranslation('questions');
  const id = useId();
  const [all, setAll] = useState(false);
  const [sort, setSort] = useState<QuestionSort>('newest');
  const [page, setPage] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const scopeItem = all ? null : itemId;
  const list = useCourseQuestions({ slug, itemId: scopeItem, sort, page }, all || itemId !== null);
  const ask = usePostQuestion(slug);

  if (list.error instanceof ApiError && list.error.status === 403) return null;
  const send = async (body: string) => {
    if (!itemId) return false;
    setProblem(null);
    try {
      await ask.mutateAsync({ item_id: itemId, body });
      notify(t('panel.sent'), 'success');
      return true;
    } catch (err) {
      setProblem(err instanceof ApiError ? err.message : t('post.failed'));
      return false;
    }
  };
  const meta = list.data?.meta;
  const pages = meta ? Math.max(1, Math.ceil(meta.total / meta.per_page)) : 1;

  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <MessageCircle className="size-5 text-brand-600" aria-hidden="true" />
        {t('panel.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('panel.intro')}</p>
      {itemId !== null && list.data?.can_ask && (
        <div className="mt-4">
          <PostEditor id={`${id}-ask`} slug={slug} label={t('panel.ask')} placeholder={t('panel.askPlaceholder')} submit={t('panel.send')} busy={ask.isPending} problem={problem} onSend={send} />
        </div>
      )}
      {list.data && !list.data.can_ask && <PostingBanNote ban={list.data.posting_ban} className="mt-4" />}
      <div className="mt-5 grid grid-cols-2 gap-3 sm:max-w-md">
        <div>
          <Label htmlFor={`${id}-scope`}>{t('panel.scope')}</Label>
          <select
            id={`${id}-scope`}
            className={selectClass}
            value={all ? 'all' : 'item'}
            onChange={(e) => {
              setAll(e.target.value === 'all');
              setPage(1);
            }}
          >
            <option value="item">{t('panel.scopeItem')}</option>
            <option value="all">{t('panel.scopeAll')}</option>
          </select>
        </div>
        <div>
          <Label htmlFor={`${id}-sort`}>{t('panel.sort')}</Label>
          <select
            id={`${id}-sort`}
            className={selectClass}
            value={sort}
            onChange={(e) => {
              setSort(e.target.value as QuestionSort);
              setPage(1);
            }}
          >
            {QUESTION_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`panel.sorts.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-4" aria-busy={list.isFetching}>
        {list.isPending ? (
          <div role="status" className="space-y-3" aria-label={t('panel.loading')}>
            <Skeleton className="h-20 rounded-xl" />
            <Skeleton className="h-20 rounded-xl" />
          </div>
        ) : list.isError ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700">
            {t('panel.loadFailed')}{' '}
            <Button variant="abu" size="sm" onClick={() => void list.refetch()}>
              {t('panel.retry')}
            </Button>
          </div>
        ) : list.data.data.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">{t('panel.empty')}</p>
        ) : (
          <ul className="space-y-3">
            {list.data.data.map((q) => (
              <li key={q.id}>
                <article aria-label={q.author.name} className="rounded-xl border border-slate-200 p-3 sm:p-4">
                  <PostByline post={q} />
                  {all && <p className="mt-1 text-xs text-slate-500">{q.item.title}</p>}
                  <PostBody html={q.body} className="mt-2 line-clamp-4 text-sm [&_img]:max-h-40" />
                  <div className="mt-3 flex flex-wrap items-center gap-3">
                    <VoteButton kind="question" post={q} />
                    <span className="inline-flex items-center gap-1 text-sm text-slate-600">
                      {q.accepted_answer_id !== null && <CheckCircle2 className="size-4 text-emerald-600" aria-label={t('post.accepted')} />}
                      {t('panel.answers', { count: q.answer_count })}
                    </span>
                    <Link to={`/diskusi/${q.id}`} className="ml-auto text-sm font-semibold text-brand-700 hover:underline">
                      {t('panel.open')}
                    </Link>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
        {meta && pages > 1 && (
          <nav className="mt-4 flex items-center justify-between gap-2" aria-label={t('panel.title')}>
            <Button variant="abu" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('panel.previous')}
            </Button>
            <span className="text-sm text-slate-600">{t('panel.pageOf', { page, pages })}</span>
            <Button variant="abu" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('panel.next')}
            </Button>
          </nav>
        )}
      </div>
    </section>
  );
}
