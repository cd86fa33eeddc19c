import { PRAKERJA_POST_TEST_SEQUENCE } from '@kelas/contracts/prakerja';
import type { DbOrTx } from '../../db/client.ts';
import { findReportTarget, upsertReport } from './queries.ts';

/**
 * Writes the programme report of a grade (decision 193), inside the grade's own
 * transaction so a grade is never recorded without its report. Only for a learner enrolled through
 * a programme code, on an item (or chapter) with a sequence: 999 → the skill test (UK), any other
 * → a practice task (TPM) of that sequence. Once per code+scope+sequence+submission: a re-grade
 * before delivery updates the notes, after delivery changes nothing. Returns the report id, or
 * null when nothing is to be reported. Deliver it after the commit (`deliverPrakerjaReport`).
 */
export async function enqueuePrakerjaReport(tx: DbOrTx, opts: { submissionId: number; feedback: string; now: Date }): Promise<number | null> {
  const target = await findReportTarget(tx, opts.submissionId);
  if (!target || target.sequence === null) return null;
  const scope = target.sequence === PRAKERJA_POST_TEST_SEQUENCE ? 'uk' : 'tpm';
  return upsertReport(tx, {
    codeId: target.codeId,
    submissionId: opts.submissionId,
    itemId: target.itemId,
    scope,
    sequence: target.sequence,
    notes: opts.feedback,
    now: opts.now,
  });
}
