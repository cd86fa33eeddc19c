import type { TFunction } from 'i18next';
import type { PaymentMethod } from '@kelas/contracts/payments';

/** Payment steps shown under the instructions (spec 2.18 "steps for mobile banking, ATM and internet banking", retail "payment steps"). */

const BANK_APP: Record<string, string> = { bca: 'BCA mobile', bni: 'BNI Mobile Banking', bri: 'BRImo', mandiri: "Livin' by Mandiri" };
const BANK_WEB: Record<string, string> = { bca: 'KlikBCA', bni: 'BNI Internet Banking', bri: 'BRI Internet Banking', mandiri: "Livin' by Mandiri (web)" };

export type StepGroup = { id: string; title: string; steps: readonly string[] };

type PaymentsT = TFunction<'payments'>;

/** Steps for a virtual account of `bank` ('bca', 'bni', 'bri', 'mandiri') in the interface language; Mandiri pays a bill with a biller code. */
export function vaSteps(t: PaymentsT, bank: string, bankName: string): StepGroup[] {
  const mandiri = bank === 'mandiri';
  const target = mandiri ? t('va.targetMandiri') : t('va.target', { bank: bankName });
  return [
    { id: 'mobile', title: t('va.mobile'), steps: t('va.mobileSteps', { returnObjects: true, app: BANK_APP[bank] ?? bankName, target }) as readonly string[] },
    { id: 'atm', title: t('va.atm', { bank: bankName }), steps: t(mandiri ? 'va.atmStepsMandiri' : 'va.atmSteps', { returnObjects: true }) as readonly string[] },
    { id: 'internet', title: t('va.internet'), steps: t('va.internetSteps', { returnObjects: true, site: BANK_WEB[bank] ?? t('va.internetSite', { bank: bankName }), target }) as readonly string[] },
  ];
}

/** Steps at the retail outlet. */
export function retailSteps(t: PaymentsT, storeName: string, merchant: string): readonly string[] {
  return t('retail.steps', { returnObjects: true, store: storeName, merchant }) as readonly string[];
}

/** Retry tips of the e-wallet screen (spec 2.18). */
export function ewalletTips(t: PaymentsT, walletName: string): readonly string[] {
  return t('ewallet.tips', { returnObjects: true, wallet: walletName }) as readonly string[];
}

/**
 * 'Metode Transaksi' of spec 2.19 in the interface language, from the payment's method and
 * channel name: 'BCA Virtual Account', 'GoPay', 'Kartu Kredit / Debit (Visa)', 'QRIS'.
 */
export function methodLabel(t: PaymentsT, method: PaymentMethod, channelName: string): string {
  if (method === 'bank_transfer') return t('methodLabel.va', { channel: channelName });
  if (method === 'card') return t('methodLabel.card', { channel: channelName });
  return channelName;
}
