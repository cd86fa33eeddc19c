import type { PracticeDetail } from '@kelas/contracts/learning';
import type { DbOrTx } from '../../db/client.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { practicePassMarkOf, practiceRuleOf } from '../learning/completion-rules.ts';
import type { EnrolledItem } from '../learning/policy.ts';
import { presentAssignmentLog } from './presenters.ts';
import { findSubmission } from './queries.ts';

type StoredPracticeDetail = { duration?: unknown; instruction?: unknown; objective?: unknown; pdf?: unknown };

/**
 * The `detail` of an active practice item for one learner (spec 3 "Active material", 2.24): duration in minutes, instruction and objective as sanitised HTML, the asset PDF
 * (public storage path and its /storage URL), the learner's assignment_log (null before the
 * first upload), and what completes it: `completion_rule` (`graded` | `submitted`) and
 * `pass_mark` (percent; decision 240). Called by the learning feature's active-material presenter.
 * One query.
 */
export async function practiceActiveDetail(
  db: DbOrTx,
  item: EnrolledItem,
  userId: number,
): Promise<PracticeDetail> {
  const d = item.detail as StoredPracticeDetail;
  const pdf = typeof d.pdf === 'string' ? d.pdf.replace(/^\/+/, '') : '';
  const submission = await findSubmission(db, item.id, userId);
  return {
    id: item.id,
    duration:
      typeof d.duration === 'number' && Number.isFinite(d.duration) ? Math.max(0, Math.round(d.duration)) : 0,
    instruction: typeof d.instruction === 'string' ? sanitizeRichText(d.instruction) : '',
    objective: typeof d.objective === 'string' ? sanitizeRichText(d.objective) : '',
    pdf,
    pdf_url: pdf ? `/storage/${pdf}` : '',
    assignment_log: submission ? presentAssignmentLog(submission) : null,
    completion_rule: practiceRuleOf(item.detail),
    pass_mark: practicePassMarkOf(item.detail),
  };
}
