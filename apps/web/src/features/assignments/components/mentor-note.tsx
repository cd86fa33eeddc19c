import type { AssignmentLog } from '@kelas/contracts/learning';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';

/** The mentor's grade: the score (0..100) and the feedback under 'Catatan:' (spec 2.24); nothing before grading. */
export function MentorNote({ log, className }: { log: AssignmentLog; className?: string }) {
  const { t } = useTranslation('assignments');
  if (!log || (log.score === null && !log.feedback)) return null;
  return (
    <div className={cn('rounded-xl border border-emerald-200 bg-emerald-50/60 p-4', className)}>
      {log.score !== null && (
        <p className="text-sm text-slate-700">
          {t('note.score')} <span className="text-2xl font-bold text-emerald-700">{log.score}</span>
          <span className="text-sm text-slate-500">/100</span>
        </p>
      )}
      {log.feedback && (
        <div className={cn(log.score !== null && 'mt-3')}>
          <p className="text-sm font-semibold text-slate-900">{t('note.feedback')}</p>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">{log.feedback}</p>
        </div>
      )}
    </div>
  );
}
