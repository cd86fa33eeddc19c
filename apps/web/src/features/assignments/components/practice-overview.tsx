import type { AssignmentLog } from '@kelas/contracts/learning';
import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { assignmentStatus } from '../lib/assignment-status';
import { MentorNote } from './mentor-note';

/** Overview of a practice assignment (spec 2.24): status badge, name, status sentence, the mentor's 'Catatan:' and score. */
export function PracticeOverview({
  name,
  log,
  onOpenDetail,
}: {
  name: string;
  log: AssignmentLog;
  onOpenDetail: () => void;
}) {
  const { t } = useTranslation('assignments');
  const status = assignmentStatus(log);
  return (
    <section
      aria-labelledby="practice-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-4">
        <span
          className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:flex"
          aria-hidden="true"
        >
          <ClipboardList className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <Badge tone={status.tone}>{t(`status.${status.key}.badge`)}</Badge>
          <h2 id="practice-title" className="mt-2 text-lg font-bold break-words text-slate-900 sm:text-xl">
            {name}
          </h2>
          <p className="mt-1 text-sm text-slate-600 sm:text-base">{t(`status.${status.key}.sentence`)}</p>
        </div>
      </div>
      <MentorNote log={log} className="mt-5" />
      <Button className="mt-6 w-full sm:w-auto" onClick={onOpenDetail}>
        {t('overview.open')}
      </Button>
    </section>
  );
}
