import type { PrakerjaLearner } from '@kelas/contracts/prakerja';
import type { DbOrTx } from '../../db/client.ts';
import { presentProgrammeLearner } from './presenters.ts';
import { listAttendances, listProgrammeLearners, listReportsOfCodes } from './queries.ts';

/** Most learners one page of the admin view shows. */
export const PROGRAMME_LEARNERS_LIMIT = 100;

/**
 * The admin view per learner: every programme code (newest first, at most 100,
 * filtered by name, e-mail or code), its verified sessions and its reports (sent / pending / failed
 * with the programme's message). Three queries.
 */
export async function listProgrammeLearnersView(db: DbOrTx, opts: { q?: string | undefined }): Promise<PrakerjaLearner[]> {
  const rows = await listProgrammeLearners(db, opts.q || undefined, PROGRAMME_LEARNERS_LIMIT);
  const ids = rows.map((r) => r.code.id);
  const [attendances, reports] = await Promise.all([listAttendances(db, ids), listReportsOfCodes(db, ids)]);
  return rows.map((r) =>
    presentProgrammeLearner(
      r,
      attendances.filter((a) => a.codeId === r.code.id),
      reports.filter((x) => x.report.codeId === r.code.id),
    ),
  );
}
