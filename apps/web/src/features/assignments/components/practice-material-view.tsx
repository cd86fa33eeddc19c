import { PracticeDetailSchema, type PracticeDetail } from '@kelas/contracts/learning';
import { useState } from 'react';
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
 * The practice assignment view (spec 2.24), given to the learning player: the overview (status
 * badge, name, sentence, 'Catatan:' feedback, 'Lihat Detail Tugas') and the detail view with the
 * upload. State resets when another item becomes active.
 */
export function PracticeMaterialView(props: MaterialViewProps) {
  return <Practice key={props.material.item_id} {...props} />;
}

function Practice({ material, activity, refresh, goNext }: MaterialViewProps) {
  const [view, setView] = useState<'overview' | 'detail'>('overview');
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
    <PracticeDetailView
      name={material.name}
      itemId={material.item_id}
      detail={detail}
      onBack={() => setView('overview')}
      preview={activity.preview}
      // When the upload completed the item (rule `submitted`), move on (spec 2.24); else, or at the
      // end of the course, show the new status: a `graded` assignment waits for its grade (decision 240).
      onUploaded={async (result) => {
        await refresh();
        if (result.is_complete === 1 && !last) await goNext();
      }}
    />
  );
}
