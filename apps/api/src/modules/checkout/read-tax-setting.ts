import type { TaxSetting } from '@kelas/contracts/money';
import type { DbOrTx } from '../../db/client.ts';
import { readAcademySettings } from '../settings/read-academy-settings.ts';

/**
 * The academy's tax setting now (decision 254): the one place the server reads it. Quotes and
 * orders are priced with it, and the course detail says whether PPN comes on top. It is the
 * admin's setting (GET|PUT /api/admin/settings, decision 264): PPN at its rate added at checkout,
 * or exempt (no PPN, with the note the receipt prints); the contracts' default (PPN 11 % added)
 * until an admin saves one.
 */
export async function readTaxSetting(db: DbOrTx): Promise<TaxSetting> {
  const { tax } = await readAcademySettings(db, 'UTC');
  return tax.mode === 'exempt'
    ? { percent: 0, included: false, mode: 'exempt', exemptNote: tax.exempt_note }
    : { percent: tax.rate_percent, included: false, mode: 'ppn', exemptNote: null };
}
