import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** A section of a seeded document: a heading, paragraphs, and optional bullet points. */
export type DocSection = { heading: string; paragraphs: string[]; bullets?: string[] };

/** A seeded PDF (reading material or practice asset). Text must stay within WinAnsi (plain Latin). */
export type DocSpec = {
  /** Big title on the cover page. */
  title: string;
  /** Line under the title (usually the course title). */
  subtitle: string;
  /** Small label above the title, e.g. 'MATERI BACAAN' or 'ASET TPM'. */
  label: string;
  sections: DocSection[];
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const BRAND_BLUE = rgb(0.11, 0.31, 0.85);
const INK = rgb(0.12, 0.14, 0.2);
const MUTED = rgb(0.42, 0.45, 0.52);
const FIXED_DATE = new Date('2026-01-05T00:00:00Z');

/** Characters outside WinAnsi that authors tend to type, mapped to safe ones. */
const safe = (s: string) => s.replace(/[→⇒]/g, '->').replace(/≥/g, '>=').replace(/≤/g, '<=').replace(/[^\x20-\x7E\u00A0-\u00FF–—‘’“”•…]/g, '');

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of safe(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Renders a multi-page A4 PDF with pdf-lib: a cover page (label, title, subtitle, table of
 * contents), then the sections flowing over as many pages as needed, each page with a running
 * header and 'Halaman n dari N'. Metadata dates are fixed so the output is deterministic.
 */
export async function renderDocument(spec: DocSpec, brand = 'Kelas'): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(safe(spec.title));
  doc.setAuthor(brand);
  doc.setSubject(safe(spec.subtitle));
  doc.setCreator(`${brand} seed`);
  doc.setProducer('pdf-lib');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - MARGIN * 2;

  // Cover.
  const cover = doc.addPage(A4);
  cover.drawRectangle({ x: 0, y: A4[1] - 260, width: A4[0], height: 260, color: BRAND_BLUE });
  cover.drawText(safe(spec.label.toUpperCase()), { x: MARGIN, y: A4[1] - 80, size: 12, font: bold, color: rgb(1, 1, 1) });
  let y = A4[1] - 130;
  for (const line of wrap(spec.title, bold, 28, width)) {
    cover.drawText(line, { x: MARGIN, y, size: 28, font: bold, color: rgb(1, 1, 1) });
    y -= 34;
  }
  for (const line of wrap(spec.subtitle, regular, 14, width)) {
    cover.drawText(line, { x: MARGIN, y: y - 6, size: 14, font: regular, color: rgb(0.9, 0.93, 1) });
    y -= 20;
  }
  y = A4[1] - 310;
  cover.drawText('Daftar Isi', { x: MARGIN, y, size: 16, font: bold, color: INK });
  y -= 28;
  spec.sections.forEach((s, i) => {
    for (const line of wrap(`${i + 1}. ${s.heading}`, regular, 12, width)) {
      cover.drawText(line, { x: MARGIN, y, size: 12, font: regular, color: INK });
      y -= 18;
    }
  });
  cover.drawText(safe(`Dokumen ini disusun oleh tim kurikulum ${brand} untuk peserta kelas.`), { x: MARGIN, y: 60, size: 10, font: regular, color: MUTED });

  // Body.
  let page: PDFPage = doc.addPage(A4);
  y = A4[1] - MARGIN - 24;
  const ensure = (needed: number) => {
    if (y - needed < MARGIN + 30) {
      page = doc.addPage(A4);
      y = A4[1] - MARGIN - 24;
    }
  };
  const para = (text: string, font: PDFFont, size: number, indent = 0, bullet = false) => {
    const lines = wrap(text, font, size, width - indent);
    lines.forEach((line, i) => {
      ensure(size + 6);
      if (bullet && i === 0) page.drawText('•', { x: MARGIN + indent - 12, y, size, font, color: BRAND_BLUE });
      page.drawText(line, { x: MARGIN + indent, y, size, font, color: INK });
      y -= size + 6;
    });
  };
  spec.sections.forEach((s, i) => {
    ensure(80);
    y -= 8;
    para(`${i + 1}. ${s.heading}`, bold, 17);
    y -= 6;
    for (const p of s.paragraphs) {
      para(p, regular, 11.5);
      y -= 8;
    }
    for (const b of s.bullets ?? []) para(b, regular, 11.5, 16, true);
    y -= 14;
  });

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    if (i > 0) {
      p.drawText(safe(`${brand} | ${spec.title}`).slice(0, 90), { x: MARGIN, y: A4[1] - 36, size: 9, font: regular, color: MUTED });
      p.drawLine({ start: { x: MARGIN, y: A4[1] - 44 }, end: { x: A4[0] - MARGIN, y: A4[1] - 44 }, thickness: 0.5, color: MUTED });
    }
    const footer = `Halaman ${i + 1} dari ${pages.length}`;
    p.drawText(footer, { x: A4[0] - MARGIN - regular.widthOfTextAtSize(footer, 9), y: 30, size: 9, font: regular, color: MUTED });
  });
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}
