import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { dataDir } from './playwright.config.ts';

export const DEMO_PASSWORD = 'Kelas123!';
export const DEMO = {
  learner: 'learner@example.com',
  mentor: 'mentor@example.com',
  admin: 'admin@example.com',
} as const;

const screensDir = path.join(import.meta.dirname, 'artifacts', 'screens');

/** Saves the page at 375 px and 1280 px wide as artifacts (e2e/artifacts/screens/{name}-{width}.png). */
export async function screenshots(page: Page, name: string) {
  const original = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(screensDir, `${name}-${width}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/** Logs in through the real form. */
export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/password/i).first().fill(password);
  await page.getByRole('button', { name: /masuk|login/i }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The text of the newest e-mail to `to` written by the server's default mail transport. */
export async function latestMail(to: string, after = 0): Promise<string> {
  const dir = path.join(dataDir, 'mail');
  const safe = to.replace(/[^a-zA-Z0-9@._-]/g, '_');
  for (let i = 0; i < 50; i++) {
    const files = fs.existsSync(dir)
      ? fs.readdirSync(dir).filter((f) => f.endsWith(`-${safe}.eml`)).map((f) => path.join(dir, f)).filter((f) => fs.statSync(f).mtimeMs > after).sort()
      : [];
    const last = files.at(-1);
    if (last) return decodeMail(fs.readFileSync(last, 'utf8'));
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail for ${to}`);
}

/** Undoes quoted-printable soft breaks and escapes so codes and links can be read. */
function decodeMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/** A new learner's account details for `registerLearner`. */
export type NewLearner = { name: string; email: string; phone: string; password: string };

/**
 * Registers through /register, reads the 6-digit code from the verification e-mail, types it into
 * the six boxes and verifies (spec 2.11, 2.14). Ends on the landing page with 'Hi, {name}' in the header.
 */
export async function registerLearner(page: Page, learner: NewLearner) {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Daftar Akun' })).toBeVisible();
  await page.getByLabel('Nama Lengkap').fill(learner.name);
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Nomor Ponsel').fill(learner.phone);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByLabel('Konfirmasi Password').fill(learner.password);
  await page.getByLabel(/Saya telah membaca dan menyetujui/).check();
  const sentAfter = Date.now() - 1000;
  await page.getByRole('button', { name: 'Daftar' }).click();

  await expect(page).toHaveURL(/\/verify-login\?email=/);
  await expect(page.getByRole('heading', { name: 'Verifikasi Akun Anda' })).toBeVisible();
  const mail = await latestMail(learner.email, sentAfter);
  const code = /Anda:\s+(\d{6})/.exec(mail)?.[1];
  expect(code, 'the verification mail carries a 6-digit code').toMatch(/^\d{6}$/);
  const box = (i: number) => page.getByRole('textbox', { name: `Digit ${i + 1} dari 6` });
  await box(0).click();
  await page.keyboard.type(code!);
  for (let i = 0; i < 6; i++) await expect(box(i)).toHaveValue(code![i]!);
  await page.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: `Hi, ${learner.name}` })).toBeVisible();
}

/** Rupiah as a person reads it on the screen, independent of the app's formatter: 331890 → 'Rp331.890'. */
export const rupiahText = (amount: number) => `Rp${amount.toLocaleString('id-ID')}`;

/** A small valid one-page PDF ('%PDF-1.4' header) with a line of text, made with pdf-lib. */
export async function smallPdf(line: string): Promise<Buffer> {
  const { PDFDocument, PDFHeader, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.context.header = PDFHeader.forVersion(1, 4);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText(line, { x: 56, y: 770, size: 16, font });
  return Buffer.from(await doc.save());
}
