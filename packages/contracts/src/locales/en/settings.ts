import type { Translation } from '../../i18n.ts';
import type { SETTINGS_TEXT } from '../../settings.ts';

/** English twin of SETTINGS_TEXT (`../../settings.ts`). */
export const SETTINGS_TEXT_EN = {
  taxModeInvalid: "The tax mode must be 'ppn' or 'exempt'.",
  taxRateInvalid: 'The VAT (PPN) rate must be a whole number from 0 to 100.',
  exemptNoteRequired: 'Write the basis of the VAT exemption; it is printed on receipts.',
  rolesInvalid: "A role must be 'author' or 'admin'.",
  saved: 'Academy settings saved.',
  versionInvalid: 'The version must be a whole number, 0 or more.',
  exemptReceipt: 'No VAT (PPN) charged: {{note}}',
} as const satisfies Translation<typeof SETTINGS_TEXT>;
