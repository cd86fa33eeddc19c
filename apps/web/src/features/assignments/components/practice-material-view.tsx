import { taskFileName, type UploadAssignmentResult } from '@kelas/contracts/assignments';
import { PracticeDetailSchema, type PracticeDetail } from '@kelas/contracts/learning';
import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/i18n/format';
import type { MaterialViewProps } from '@/lib/material-view';
import { PracticeDetailView } from './practice-detail';
import { PracticeOverview } from './practice-overview';

const EMPTY: PracticeDetail = {
  id: 0,
  duration: 0,
  instruction: '',
  objective: '',
  pdf: '',
  pdf_url: '',
  assignment_log: null,
  completion_rule: 'graded',
  pass_mark: 70,
};

/** The detail of the active practice item; a malformed one shows as empty rather than breaking the player. */
function practiceDetail(detail: unknown): PracticeDetail {
  const parsed = PracticeDetailSchema.safeParse(detail);
  return parsed.success ? parsed.data : { ...EMPTY, ...(detail as Partial<PracticeDetail>) };
}

/**
 * What a learner sees after a good upload (decision 259): 'Tugas terkirim', the file and when it
 * arrived (the learner's zone, labelled), that the mentor grades it, and, when the upload completed
 * the item and a material follows, 'Lanjut ke Materi Berikutnya'. Focused, so it is read at once.
 */
function SentNotice({ result, onNext }: { result: UploadAssignmentResult; onNext: (() => void) | null }) {
  const { t } = useTranslation('assignments');
  const { dateTime } = useFormat();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const log = result.assignment_log;
  return (
    <div ref={ref} tabIndex={-1} role="status" className="mb-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 outline-none">
      <p className="flex items-center gap-2 font-semibold text-emerald-900">
        <CheckCircle2 className="size-5" aria-hidden="true" />
        {t('upload.sentTitle')}
      </p>
      <p className="mt-1 text-sm text-emerald-900">{t('upload.sentText', { file: taskFileName(log.task), time: dateTime(log.submitted_at) })}</p>
      {log.status === 'submitted' && <p className="mt-1 text-sm text-emerald-900">{t('upload.sentWaiting')}</p>}
      {onNext && (
        <Button className="mt-3" size="sm" onClick={onNext}>
          {t('upload.next')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}

/**
 * The practice assignment view (spec 2.24), given to the learning player: the overview (status
 * badge, name, sentence, 'Catatan:' feedback, 'Lihat Detail Tugas') and the detail view with the
 * upload. After a good upload the player stays and says so (decision 259); the learner moves on
 * with 'Lanjut ke Materi Berikutnya' or the bottom bar. State resets when another item becomes active.
 */
export function PracticeMaterialView(props: MaterialViewProps) {
  return <Practice key={props.material.item_id} {...props} />;
}

function Practice({ material, activity, refresh, goNext }: MaterialViewProps) {
  const [view, setView] = useState<'overview' | 'detail'>('overview');
  const [sent, setSent] = useState<UploadAssignmentResult | null>(null);
  const detail = practiceDetail(material.detail);
  if (view === 'overview')
    return (
      <PracticeOverview
        name={material.name}
        log={detail.assignment_log}
        onOpenDetail={() => setView('detail')}
      />
    );
  const last = activity.materials.at(-1)?.items.at(-1)?.item_id === material.item_id;
  return (
    <>
      {sent && <SentNotice result={sent} onNext={sent.is_complete === 1 && !last ? () => void goNext() : null} />}
      <PracticeDetailView
        name={material.name}
        itemId={material.item_id}
        detail={detail}
        onBack={() => setView('overview')}
        preview={activity.preview}
        // The new status shows (a `graded` assignment waits for its grade, decision 240) under the
        // confirmation; the player no longer moves on by itself (spec 2.24 did; decision 259).
        onUploaded={async (result) => {
          await refresh();
          setSent(result);
        }}
      />
    </>
  );
}
