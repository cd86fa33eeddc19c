import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import type { Locale } from '@kelas/contracts/i18n';
import { INTL_LOCALES, textsFor } from '../../platform/i18n.ts';
import { createPdfWithFonts, PDF_COLOURS } from '../../platform/pdf.ts';

export type CertificatePdfInput = {
  /** The name printed (the profile name when issued). */
  name: string;
  courseTitle: string;
  issuedAt: Date;
  code: string;
  /** Public verification page, {PUBLIC_URL}/certificate/{code}; also the QR code's content. */
  verifyUrl: string;
  brand: string;
  company: string;
  /** Language of the certificate (decision 212); Indonesian when absent. */
  locale?: Locale;
};

const { blue: BLUE, ink: INK, muted: MUTED } = PDF_COLOURS;
const SEAM = 0.35;

/** Issue date in Jakarta time, in `locale` ("22 November 2026"). */
export function formatCertificateDate(d: Date, locale: Locale = 'id'): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'long', timeZone: 'Asia/Jakarta' }).format(d);
}

/** Largest size ≤ max at which `text` fits `width`, not below min. */
function fitSize(font: PDFFont, text: string, width: number, max: number, min: number): number {
  let size = max;
  while (size > min && font.widthOfTextAtSize(text, size) > width) size -= 1;
  return size;
}

/** Splits text into at most `maxLines` lines that fit `width`; the last line ends with "…" if cut. */
function wrapLines(font: PDFFont, text: string, size: number, width: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    const next = line ? `${line} ${w}` : w;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = w;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1]!;
  while (last && font.widthOfTextAtSize(`${last}…`, size) > width) last = last.slice(0, -1);
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return kept;
}

function centered(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = INK) {
  const w = font.widthOfTextAtSize(text, size);
  page.drawText(text, { x: (page.getWidth() - w) / 2, y, size, font, color });
}

/** Draws the QR code as vector squares (sharp at any zoom), bottom-left corner at (x, y). */
function drawQr(page: PDFPage, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const quiet = 2;
  const cell = size / (n + quiet * 2);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  for (let r = 0; r < n; r++) {
    let c = 0;
    while (c < n) {
      if (!qr.modules.get(r, c)) {
        c++;
        continue;
      }
      const start = c;
      while (c < n && qr.modules.get(r, c)) c++;
      // A hair of overlap hides the seams viewers draw between touching squares when anti-aliasing.
      page.drawRectangle({
        x: x + (quiet + start) * cell,
        y: y + size - (quiet + r + 1) * cell - SEAM,
        width: (c - start) * cell + SEAM,
        height: cell + SEAM,
        color: INK,
      });
    }
  }
}

/**
 * The certificate PDF: A4 landscape with the printed name, the course title, the issue
 * date, the verification code and a QR code to the public verification page. Fonts are embedded
 * (subset) so every name prints as typed.
 */
export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const locale = input.locale ?? 'id';
  const t = textsFor(locale);
  const { pdf, regular: font, bold: fontBold } = await createPdfWithFonts();
  pdf.setTitle(t('documentText:certificate.title', { course: input.courseTitle, name: input.name }));
  pdf.setAuthor(input.company);
  pdf.setSubject(t('documentText:certificate.subject', { code: input.code }));
  // Dated by the certificate, not the clock: the same certificate renders to the same bytes, so two
  // renders that race (the issue job and a first download) store and send one file.
  pdf.setCreationDate(input.issuedAt);
  pdf.setModificationDate(input.issuedAt);

  const page = pdf.addPage([841.89, 595.28]);
  const W = page.getWidth();
  const H = page.getHeight();
  page.drawRectangle({ x: 18, y: 18, width: W - 36, height: H - 36, borderColor: BLUE, borderWidth: 3 });
  page.drawRectangle({ x: 28, y: 28, width: W - 56, height: H - 56, borderColor: BLUE, borderWidth: 0.75 });

  centered(page, input.brand, H - 82, fontBold, 22, BLUE);
  centered(page, t('documentText:certificate.heading'), H - 140, fontBold, 40);
  centered(page, t('documentText:certificate.subheading'), H - 164, font, 13, MUTED);
  centered(page, t('documentText:certificate.awardedTo'), H - 214, font, 14, MUTED);

  const maxWidth = W - 160;
  const nameSize = fitSize(fontBold, input.name, maxWidth, 34, 14);
  const nameLines = wrapLines(fontBold, input.name, nameSize, maxWidth, 2);
  let y = H - 258;
  for (const l of nameLines) {
    centered(page, l, y, fontBold, nameSize);
    y -= nameSize + 6;
  }
  page.drawLine({ start: { x: W / 2 - 200, y: y + nameSize - 4 }, end: { x: W / 2 + 200, y: y + nameSize - 4 }, thickness: 0.75, color: BLUE });

  y -= 22;
  centered(page, t('documentText:certificate.forCompleting'), y, font, 14, MUTED);
  y -= 32;
  const titleLines = wrapLines(fontBold, input.courseTitle, 20, maxWidth, 2);
  for (const l of titleLines) {
    centered(page, l, y, fontBold, 20);
    y -= 26;
  }
  centered(page, t('documentText:certificate.issued', { date: formatCertificateDate(input.issuedAt, locale) }), y - 8, font, 12, INK);

  const qrSize = 96;
  drawQr(page, input.verifyUrl, W - 60 - qrSize, 52, qrSize);
  page.drawText(t('documentText:certificate.code'), { x: 60, y: 112, size: 10, font, color: MUTED });
  page.drawText(input.code, { x: 60, y: 94, size: 14, font: fontBold, color: INK });
  page.drawText(t('documentText:certificate.verifyAt'), { x: 60, y: 74, size: 9, font, color: MUTED });
  const urlSize = fitSize(font, input.verifyUrl, W - 200 - qrSize, 9, 6);
  page.drawText(input.verifyUrl, { x: 60, y: 61, size: urlSize, font, color: BLUE });
  page.drawText(input.company, { x: 60, y: 44, size: 9, font, color: MUTED });

  return pdf.save();
}
