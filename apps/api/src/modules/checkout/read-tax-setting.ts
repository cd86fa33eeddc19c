import { DEFAULT_TAX_SETTING, type TaxSetting } from '@kelas/contracts/money';
import type { DbOrTx } from '../../db/client.ts';

/**
 * The academy's tax setting now (decision 254): the one place the server reads it. Quotes and
 * orders are priced with it, and the course detail says whether PPN comes on top. Until the
 * academy can change it (a settings endpoint is planned), it is the contracts' default: PPN 11 %
 * added at checkout. Takes the database so that a stored setting needs no change at the callers.
 */
export async function readTaxSetting(_db: DbOrTx): Promise<TaxSetting> {
  return DEFAULT_TAX_SETTING;
}
