import { LOCALES, type Locale } from '@kelas/contracts/i18n';
import type { FastifyInstance } from 'fastify';
import type { CertificateView } from './queries.ts';
import { renderCertificatePdf } from './render-certificate-pdf.ts';
import { accountLocale } from '../../platform/i18n.ts';

/**
 * Storage key of a certificate's rendered PDF in `locale` (private: served only through the code
 * route): Indonesian at `{code}.pdf` as always, another language at `{code}.{locale}.pdf`.
 */
export const certificatePdfKey = (code: string, locale: Locale = 'id') => `private/certificates/${code}${locale === 'id' ? '' : `.${locale}`}.pdf`;

/** Every stored PDF a certificate may have, one per language (for erasure). */
export const certificatePdfKeys = (code: string) => LOCALES.map((l) => certificatePdfKey(code, l));

/**
 * The certificate's PDF bytes: rendered once from the certificate row and kept in storage, since
 * everything printed (name, course title, date, code) is fixed at issue. Several processes may
 * render the same file at once; the storage driver's atomic write makes that harmless. Printed in
 * the owner's language (decision 212), each language kept under its own key.
 */
export async function loadCertificatePdf(app: FastifyInstance, v: CertificateView): Promise<Buffer> {
  const locale = accountLocale(v.ownerLocale);
  const key = certificatePdfKey(v.cert.code, locale);
  const stream = await app.storage.get(key);
  if (stream) {
    const chunks: Buffer[] = [];
    for await (const c of stream) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c as Uint8Array));
    return Buffer.concat(chunks);
  }
  const bytes = Buffer.from(
    await renderCertificatePdf({
      name: v.cert.namePrinted,
      courseTitle: v.courseTitle,
      issuedAt: v.cert.issuedAt,
      code: v.cert.code,
      verifyUrl: `${app.config.PUBLIC_URL}/certificate/${v.cert.code}`,
      brand: app.config.BRAND,
      company: app.config.COMPANY,
      locale,
    }),
  );
  // The cache is an optimisation: a storage failure must not fail the download.
  await app.storage.put(key, bytes).catch((err: unknown) => app.log.warn({ err, key }, 'certificate PDF not cached'));
  return bytes;
}
