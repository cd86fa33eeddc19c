import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont } from 'pdf-lib';

const require = createRequire(import.meta.url);
let fontFiles: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null;

/** DejaVu Sans (npm `dejavu-fonts-ttf`): Latin Extended, Greek and Cyrillic, unlike pdf-lib's WinAnsi fonts. Read once. */
function loadFontFiles() {
  fontFiles ??= Promise.all([
    fs.readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    fs.readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fontFiles;
}

/** The brand's colours in generated documents (certificates, receipts). */
export const PDF_COLOURS = {
  blue: rgb(0x1d / 255, 0x4e / 255, 0xd8 / 255),
  ink: rgb(0.12, 0.16, 0.23),
  muted: rgb(0.39, 0.45, 0.55),
  line: rgb(0.89, 0.91, 0.94),
};

/**
 * A new PDF with DejaVu Sans regular and bold embedded (subset), so that any learner's name prints
 * correctly. Used by certificates and receipts.
 */
export async function createPdfWithFonts(): Promise<{ pdf: PDFDocument; regular: PDFFont; bold: PDFFont }> {
  const files = await loadFontFiles();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const regular = await pdf.embedFont(files.regular, { subset: true });
  const bold = await pdf.embedFont(files.bold, { subset: true });
  return { pdf, regular, bold };
}
