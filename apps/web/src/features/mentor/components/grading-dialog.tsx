import { fileSizeText } from '@kelas/contracts/format';
import type { MentorSubmission } from '@kelas/contracts/mentor';
import DOMPurify from 'dompurify';
import { ExternalLink, FileText } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useSubmission } from '../api/get-submission';
import { formatSubmittedAt } from '../lib/format-time';
import { GradeForm } from './grade-form';

const PdfPages = lazy(() => import('./pdf-pages'));

/**
 * A submission opened for grading: the PDF (rendered inline, plus 'Buka di tab baru' with the
 * signed URL), who sent what and when, the assignment's instruction, and the grading form.
 */
export function GradingDialog({
  submission,
  onClose,
}: {
  submission: MentorSubmission | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('mentor');
  return (
    <Dialog open={submission !== null} onOpenChange={(open) => !open && onClose()}>
      {submission && (
        <DialogContent
          title={t('dialog.title', { name: submission.learner.name })}
          description={`${submission.item.title} · ${submission.course.title}`}
          className="max-w-6xl p-4 sm:p-6"
        >
          <GradingPanel submission={submission} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function GradingPanel({ submission, onDone }: { submission: MentorSubmission; onDone: () => void }) {
  const { t, i18n } = useTranslation('mentor');
  const locale = i18n.resolvedLanguage === 'en' ? 'en' : 'id';
  const detail = useSubmission(submission.id);
  const current = detail.data ?? submission;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0">
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <p className="flex min-w-0 items-center gap-2 text-sm text-slate-700">
            <FileText className="size-4 shrink-0 text-red-600" aria-hidden="true" />
            <span className="truncate font-medium">{current.file_name}</span>
            <span className="shrink-0 text-slate-500">({fileSizeText(current.file_size)})</span>
          </p>
          <a
            href={current.file_url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('garis', 'sm')}
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            {t('dialog.openInTab')}
          </a>
        </div>
        <div
          tabIndex={0}
          role="region"
          aria-label={t('dialog.pdfRegion', { file: current.file_name })}
          className="max-h-[50vh] overflow-y-auto rounded-xl bg-slate-100 p-2 focus-visible:outline-2 focus-visible:outline-brand-600 sm:max-h-[60vh] sm:p-3 lg:max-h-[70vh]"
        >
          <Suspense
            fallback={<Spinner className="flex justify-center py-16 text-brand-600" label={t('dialog.loadingPdf')} />}
          >
            <PdfPages url={current.file_url} title={current.file_name} />
          </Suspense>
        </div>
      </div>
      <div className="min-w-0 space-y-5">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
          <dt className="text-slate-500">{t('dialog.learner')}</dt>
          <dd className="break-words text-slate-900">
            {current.learner.name}
            <span className="block text-xs break-all text-slate-500">{current.learner.email}</span>
          </dd>
          <dt className="text-slate-500">{t('dialog.course')}</dt>
          <dd className="break-words text-slate-900">{current.course.title}</dd>
          <dt className="text-slate-500">{t('dialog.item')}</dt>
          <dd className="break-words text-slate-900">{current.item.title}</dd>
          <dt className="text-slate-500">{t('dialog.submitted')}</dt>
          <dd className="text-slate-900">{formatSubmittedAt(current.submitted_at, locale)}</dd>
          <dt className="text-slate-500">{t('dialog.status')}</dt>
          <dd>
            {current.status === 'graded' ? (
              <Badge tone="hijau">
                {current.graded_by
                  ? t('dialog.gradedBy', { score: current.score ?? '', name: current.graded_by.name })
                  : t('dialog.graded', { score: current.score ?? '' })}
              </Badge>
            ) : (
              <Badge tone="kuning">{t('dialog.waiting')}</Badge>
            )}
          </dd>
        </dl>
        {detail.data && (detail.data.instruction || detail.data.objective) && (
          <details className="rounded-xl border border-slate-200 p-3 text-sm">
            <summary className="cursor-pointer font-semibold text-slate-900">
              {t('dialog.instructions', { minutes: detail.data.duration })}
            </summary>
            <div
              className="rich-text mt-2 break-words text-slate-700"
              dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(detail.data.instruction) }}
            />
            {detail.data.objective && (
              <>
                <p className="mt-3 font-semibold text-slate-900">{t('dialog.objective')}</p>
                <div
                  className="rich-text mt-1 break-words text-slate-700"
                  dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(detail.data.objective) }}
                />
              </>
            )}
          </details>
        )}
        <GradeForm key={`${current.id}-${current.status}`} submission={current} onDone={onDone} />
      </div>
    </div>
  );
}
