import { PRAKERJA_MESSAGES } from '@kelas/contracts/prakerja';
import { conflict, notFound } from '../../lib/app-error.ts';
import { deliverPrakerjaReport, type ReportDeliveryDeps } from './deliver-report.ts';
import { presentReport } from './presenters.ts';
import { findReport, findReportWithItem, requeueReport } from './queries.ts';

/**
 * The admin's retry button: a failed or pending report becomes due now with a
 * fresh set of tries and is delivered at once; the answer is the report afterwards (sent, pending
 * with its next try, or failed with the programme's message). 404 unknown; 409 already sent.
 */
export async function retryPrakerjaReport(deps: ReportDeliveryDeps, id: number) {
  const current = await findReport(deps.db, id);
  if (!current) throw notFound(PRAKERJA_MESSAGES.reportNotFound);
  if (current.status === 'sent') throw conflict(PRAKERJA_MESSAGES.reportAlreadySent, 'ALREADY_SENT');
  await requeueReport(deps.db, id, deps.now);
  await deliverPrakerjaReport(deps, id);
  return presentReport((await findReportWithItem(deps.db, id))!);
}
