import type { Answer, PostKind, Question } from '@kelas/contracts/questions';
import { REPORT_REASON_MAX } from '@kelas/contracts/questions';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useDeletePost } from '../api/delete-post';
import { useEditPost } from '../api/edit-post';
import { useReportPost } from '../api/report-post';
import { PostEditor } from './post-editor';

/**
 * Under a post: 'Ubah' and 'Hapus' for its author within 15 minutes (`can_edit`), 'Laporkan' with a
 * reason for everyone else. `onDeleted` runs once the post is gone.
 */
export function PostActions({ kind, post, slug, onDeleted }: { kind: PostKind; post: Question | Answer; slug: string; onDeleted?: () => void }) {
  const { t } = useTranslation('questions');
  const id = useId();
  const [mode, setMode] = useState<'idle' | 'edit' | 'report'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const edit = useEditPost();
  const remove = useDeletePost();
  const report = useReportPost();
  const fail = (err: unknown) => (err instanceof ApiError ? err.message : t('post.failed'));

  if (mode === 'edit')
    return (
      <div className="mt-3">
        <PostEditor
          id={`${id}-edit`}
          slug={slug}
          label={t('post.edit')}
          placeholder=""
          submit={t('post.save')}
          initial={post.body}
          busy={edit.isPending}
          problem={problem}
          onCancel={() => setMode('idle')}
          onSend={async (body) => {
            try {
              await edit.mutateAsync({ kind, id: post.id, body });
              setMode('idle');
              return true;
            } catch (err) {
              setProblem(fail(err));
              return false;
            }
          }}
        />
      </div>
    );

  return (
    <div className="mt-2">
      <div className="flex flex-wrap gap-2">
        {post.can_edit ? (
          <>
            <Button variant="abu" size="sm" onClick={() => setMode('edit')}>
              {t('post.edit')}
            </Button>
            <Button
              variant="abu"
              size="sm"
              loading={remove.isPending}
              onClick={() => {
                if (!window.confirm(t('post.confirmDelete'))) return;
                remove.mutate({ kind, id: post.id }, { onSuccess: () => (notify(t('post.deleted'), 'success'), onDeleted?.()), onError: (err) => notify(fail(err), 'error') });
              }}
            >
              {t('post.delete')}
            </Button>
          </>
        ) : (
          <Button variant="abu" size="sm" aria-expanded={mode === 'report'} onClick={() => setMode(mode === 'report' ? 'idle' : 'report')}>
            {t('post.report')}
          </Button>
        )}
      </div>
      {mode === 'report' && (
        <form
          className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            report.mutate(
              { kind, id: post.id, reason },
              { onSuccess: (message) => (notify(message, 'success'), setMode('idle'), setReason('')), onError: (err) => notify(fail(err), 'error') },
            );
          }}
        >
          <div className="flex-1">
            <Label htmlFor={`${id}-reason`}>{t('post.reportReason')}</Label>
            <Input id={`${id}-reason`} value={reason} maxLength={REPORT_REASON_MAX} onChange={(e) => setReason(e.target.value)} />
          </div>
          <Button type="submit" variant="merah" size="sm" loading={report.isPending}>
            {t('post.reportSend')}
          </Button>
        </form>
      )}
    </div>
  );
}
