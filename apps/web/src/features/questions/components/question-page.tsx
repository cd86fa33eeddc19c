import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useAcceptAnswer } from '../api/accept-answer';
import { useQuestion } from '../api/get-question';
import { usePostAnswer } from '../api/post-answer';
import { PostActions } from './post-actions';
import { PostEditor } from './post-editor';
import { PostBody, PostByline, PostingBanNote, VoteButton } from './post-parts';

/**
 * One question's page (decision 277, `/diskusi/:id`, where notifications lead): the question, its
 * answers (the accepted one first, 'Mentor' on staff answers), up-votes, 'Terima Jawaban' for the
 * asker or a mentor, the answer form, edit or delete within 15 minutes, reports.
 */
export function QuestionPage({ id }: { id: number }) {
  const { t } = useTranslation('questions');
  const formId = useId();
  const navigate = useNavigate();
  const question = useQuestion(id);
  const answer = usePostAnswer(id);
  const accept = useAcceptAnswer(id);
  const [problem, setProblem] = useState<string | null>(null);

  if (question.isPending)
    return (
      <div className="space-y-3">
        <Skeleton className="h-32 rounded-2xl" />
        <Skeleton className="h-24 rounded-2xl" />
      </div>
    );
  if (question.isError)
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700">
        {question.error instanceof ApiError ? question.error.message : t('question.notFound')}
      </p>
    );
  const q = question.data;
  const back = `/learning/${q.course.slug}?item=${q.item.id}`;

  const send = async (body: string) => {
    setProblem(null);
    try {
      await answer.mutateAsync(body);
      notify(t('question.answered'), 'success');
      return true;
    } catch (err) {
      setProblem(err instanceof ApiError ? err.message : t('post.failed'));
      return false;
    }
  };

  return (
    <div>
      <Link to={back} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('question.back')}
      </Link>
      <p className="mt-3 text-sm text-slate-600">
        {q.course.title} · {t('question.on', { item: q.item.title })}
      </p>
      <article aria-labelledby={`${formId}-q`} className="mt-2 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <h1 id={`${formId}-q`} className="sr-only">
          {t('question.title')}
        </h1>
        <PostByline post={q} />
        <PostBody html={q.body} className="mt-3" />
        <div className="mt-3 flex items-center gap-3">
          <VoteButton kind="question" post={q} />
        </div>
        <PostActions kind="question" post={q} slug={q.course.slug} onDeleted={() => void navigate(back)} />
      </article>

      <h2 className="mt-6 text-lg font-bold text-slate-900">{t('question.answersTitle', { count: q.answers.length })}</h2>
      {q.answers.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('question.noAnswers')}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {q.answers.map((a) => (
            <li key={a.id}>
              <article
                aria-label={a.author.name}
                className={cn('rounded-2xl border bg-white p-4 sm:p-5', a.accepted ? 'border-emerald-300 ring-1 ring-emerald-200' : 'border-slate-200')}
              >
                {a.accepted && (
                  <Badge tone="hijau" className="mb-2">
                    <CheckCircle2 className="size-3.5" aria-hidden="true" />
                    {t('post.accepted')}
                  </Badge>
                )}
                <PostByline post={a} />
                <PostBody html={a.body} className="mt-2" />
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  <VoteButton kind="answer" post={a} />
                  {q.can_accept && !a.accepted && (
                    <Button
                      variant="hijau"
                      size="sm"
                      loading={accept.isPending && accept.variables === a.id}
                      onClick={() =>
                        accept.mutate(a.id, {
                          onSuccess: () => notify(t('question.acceptedToast'), 'success'),
                          onError: (err) => notify(err instanceof ApiError ? err.message : t('post.failed'), 'error'),
                        })
                      }
                    >
                      {t('question.accept')}
                    </Button>
                  )}
                </div>
                <PostActions kind="answer" post={a} slug={q.course.slug} />
              </article>
            </li>
          ))}
        </ul>
      )}
      {q.can_answer ? (
        <section className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
          <PostEditor id={`${formId}-answer`} slug={q.course.slug} label={t('question.answer')} placeholder={t('question.answerPlaceholder')} submit={t('question.sendAnswer')} busy={answer.isPending} problem={problem} onSend={send} />
        </section>
      ) : (
        // Only a participant reads this page: one who may not answer was barred from posting.
        <PostingBanNote ban={q.posting_ban} className="mt-6" />
      )}
    </div>
  );
}
