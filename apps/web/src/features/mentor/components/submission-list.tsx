import type { MentorSubmission } from '@kelas/contracts/mentor';
import { Clock, FileText } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatAgo, formatSubmittedAt } from '../lib/format-time';

/** One row per submission: learner, course, item, when it was sent, the grade; 'Nilai Tugas' or 'Lihat & Ubah Nilai' opens it. */
export function SubmissionList({
  submissions,
  onOpen,
}: {
  submissions: MentorSubmission[];
  onOpen: (s: MentorSubmission) => void;
}) {
  const { t, i18n } = useTranslation('mentor');
  const locale = i18n.resolvedLanguage === 'en' ? 'en' : 'id';
  const actionLabel = (s: MentorSubmission) => (s.status === 'graded' ? t('list.regrade') : t('list.grade'));
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
      {submissions.map((s) => (
        <li key={s.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-6 sm:px-5">
          <div className="min-w-0 flex-1">
            <p className="font-semibold break-words text-slate-900">{s.learner.name}</p>
            <p className="mt-0.5 text-sm break-words text-slate-700">{s.item.title}</p>
            <p className="text-sm break-words text-slate-500">{s.course.title}</p>
            <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
              <span className="inline-flex items-center gap-1">
                <Clock className="size-3.5" aria-hidden="true" />
                <Trans
                  t={t}
                  i18nKey="list.submitted"
                  values={{ at: formatSubmittedAt(s.submitted_at, locale), ago: formatAgo(s.submitted_at, undefined, locale) }}
                  components={{ time: <time dateTime={s.submitted_at} /> }}
                />
              </span>
              <span className="inline-flex min-w-0 items-center gap-1">
                <FileText className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="truncate">{s.file_name}</span>
              </span>
            </p>
          </div>
          <div className="flex items-center justify-between gap-3 sm:justify-end">
            {s.status === 'graded' ? (
              <Badge tone="hijau">{t('list.score', { score: s.score ?? '' })}</Badge>
            ) : (
              <Badge tone="kuning">{t('list.waiting')}</Badge>
            )}
            <Button
              size="sm"
              variant={s.status === 'graded' ? 'garis' : 'biru'}
              onClick={() => onOpen(s)}
              aria-label={t('list.actionLabel', { action: actionLabel(s), name: s.learner.name, item: s.item.title })}
            >
              {actionLabel(s)}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
