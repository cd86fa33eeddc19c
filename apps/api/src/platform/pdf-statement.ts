import type { PDFFont, RGB } from 'pdf-lib';
import type { Locale } from '@kelas/contracts/i18n';
import { INTL_LOCALES } from './i18n.ts';
import { createPdfWithFonts, PDF_COLOURS } from './pdf.ts';

const { blue: BLUE, ink: INK, muted: MUTED, line: LINE } = PDF_COLOURS;

/**
 * Date and time in Jakarta as financial documents print it, in `locale` (decision 212):
 * '21 Mei 2025 10.30 WIB', '21 May 2025 at 10.30 WIB'.
 */
export function formatJakartaTime(d: Date, locale: Locale = 'id'): string {
  return `${new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Jakarta' }).format(d)} WIB`;
}

/** Cuts text to fit `width` points at `size`, ending with '…' when cut. */
export function fitText(font: PDFFont, text: string, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let t = text;
  while (t.length > 1 && font.widthOfTextAtSize(`${t}…`, size) > width) t = t.slice(0, -1);
  return `${t}…`;
}

/**
 * What a one-page financial statement shows, top to bottom (an order's receipt, a refund's credit
 * note). Amounts are already formatted (rupiah strings).
 */
export type StatementSpec = {
  /** PDF metadata title, e.g. 'Kuitansi INV/…'. */
  title: string;
  brand: string;
  company: string;
  /** Top right, e.g. 'KUITANSI PEMBAYARAN'. */
  heading: string;
  /** Under the heading, e.g. 'LUNAS' (size in points, colour). */
  badge: { text: string; size: number; color?: RGB };
  /** Label → value rows (invoice number, dates, buyer, …). */
  facts: [string, string][];
  /** Title of the line list, e.g. 'Tujuan Transaksi'. */
  linesTitle: string;
  lines: { title: string; amount: string; detail: string }[];
  /** Label → value rows under the lines, right half. */
  totals: [string, string][];
  grandTotal: { label: string; value: string };
  /** Paragraphs under the total, wrapped to the page (e.g. why no PPN was charged). */
  notes?: string[];
  /** The small print at the bottom, cut to one line. */
  footer: string;
};

/** A4 in points. */
const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 56;

/**
 * Renders a statement as an A4 PDF with DejaVu Sans (any learner's name prints), the brand's
 * colours and one layout shared by receipts and credit notes. Returns the PDF bytes.
 */
export async function renderStatementPdf(spec: StatementSpec): Promise<Uint8Array> {
  const { pdf, regular, bold } = await createPdfWithFonts();
  pdf.setTitle(spec.title);
  pdf.setAuthor(spec.company);
  const page = pdf.addPage(PAGE);
  const left = MARGIN;
  const right = PAGE[0] - MARGIN;
  const width = right - left;
  let y = 780;

  const text = (t: string, x: number, size = 10, font = regular, color = INK) => page.drawText(t, { x, y, size, font, color });
  const textRight = (t: string, size = 10, font = regular, color = INK) => page.drawText(t, { x: right - font.widthOfTextAtSize(t, size), y, size, font, color });
  const fitted = (t: string, x: number, size: number, font: PDFFont, color: RGB, room: number) => page.drawText(fitText(font, t, size, room), { x, y, size, font, color });
  const rule = () => page.drawLine({ start: { x: left, y: y + 12 }, end: { x: right, y: y + 12 }, thickness: 1, color: LINE });

  text(spec.brand, left, 22, bold, BLUE);
  textRight(spec.heading, 12, bold);
  y -= 18;
  text(spec.company, left, 10, regular, MUTED);
  textRight(spec.badge.text, spec.badge.size, bold, spec.badge.color ?? MUTED);
  y -= 40;

  for (const [k, v] of spec.facts) {
    text(k, left, 10, regular, MUTED);
    fitted(v, left + 150, 10, regular, INK, width - 160);
    y -= 18;
  }
  y -= 16;
  text(spec.linesTitle, left, 12, bold);
  y -= 24;
  rule();
  for (const line of spec.lines) {
    fitted(line.title, left, 10, bold, INK, width - 130);
    textRight(line.amount, 10, bold);
    y -= 14;
    fitted(line.detail, left, 9, regular, MUTED, width - 130);
    y -= 24;
    rule();
  }
  y -= 6;
  for (const [k, v] of spec.totals) {
    text(k, left + width / 2, 10, regular, MUTED);
    textRight(v);
    y -= 18;
  }
  y -= 4;
  rule();
  text(spec.grandTotal.label, left + width / 2, 12, bold);
  textRight(spec.grandTotal.value, 12, bold, BLUE);
  y -= 30;
  for (const note of spec.notes ?? []) {
    for (const line of wrapText(regular, note, 10, width)) {
      text(line, left, 10);
      y -= 14;
    }
    y -= 6;
  }
  y -= 30;
  fitted(spec.footer, left, 9, regular, MUTED, width);
  return pdf.save();
}

/** `text` broken into lines of at most `room` points at `size` (by words; a word longer than a line is cut). */
function wrapText(font: PDFFont, text: string, size: number, room: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= room) line = next;
    else {
      if (line) lines.push(line);
      line = fitText(font, word, size, room);
    }
  }
  if (line) lines.push(line);
  return lines;
}
