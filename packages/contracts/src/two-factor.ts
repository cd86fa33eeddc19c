import { z } from 'zod';
import { AUTH_LIMITS, SessionAnswerSchema } from './auth.ts';

/**
 * Two-factor authentication with TOTP (docs/decisions/172-two-factor-totp.md):
 * the login's second step, enrolment and removal in the profile, their texts and limits.
 */

/** Texts of the second login step and of the profile's security tab. */
export const TWO_FACTOR_TEXT = {
  stepTitle: 'Verifikasi Dua Langkah',
  stepText: 'Masukkan 6 digit kode dari aplikasi autentikator Anda, atau salah satu kode pemulihan.',
  codeLabel: 'Kode verifikasi',
  verify: 'Verifikasi',
  backToLogin: 'Kembali ke halaman masuk',
  challengeSent: 'Masukkan kode dari aplikasi autentikator Anda.',
  tabSecurity: 'keamanan',
  sectionTitle: 'Verifikasi Dua Langkah',
  sectionText:
    'Lindungi akun Anda dengan kode dari aplikasi autentikator (Google Authenticator, Microsoft Authenticator, Authy, dan sejenisnya) setiap kali masuk.',
  statusOn: 'Aktif',
  statusOff: 'Tidak aktif',
  requiredNote: 'Akun admin wajib memakai verifikasi dua langkah.',
  recoveryLeft: 'Sisa kode pemulihan: {{n}}',
  start: 'Aktifkan Verifikasi Dua Langkah',
  passwordLabel: 'Kata Sandi Saat Ini',
  continue: 'Lanjutkan',
  scanText: 'Pindai kode QR ini dengan aplikasi autentikator Anda, lalu masukkan 6 digit kode yang muncul.',
  secretLabel: 'Atau masukkan kunci ini secara manual:',
  qrAlt: 'Kode QR untuk aplikasi autentikator',
  confirm: 'Konfirmasi',
  recoveryTitle: 'Simpan Kode Pemulihan Anda',
  recoveryText:
    'Setiap kode hanya bisa dipakai sekali untuk masuk jika ponsel Anda hilang. Simpan di tempat aman: kode ini tidak akan ditampilkan lagi.',
  done: 'Selesai',
  disable: 'Nonaktifkan',
  disableText: 'Untuk menonaktifkan, masukkan kata sandi dan kode dari aplikasi autentikator (atau kode pemulihan).',
  enabled: 'Verifikasi dua langkah berhasil diaktifkan.',
  disabled: 'Verifikasi dua langkah telah dinonaktifkan.',
  // errors
  codeFormat: 'Kode harus berupa 6 angka dari aplikasi autentikator atau kode pemulihan.',
  codeWrong: 'Kode verifikasi salah atau sudah dipakai.',
  challengeInvalid: 'Sesi verifikasi sudah tidak berlaku. Silakan masuk kembali.',
  passwordRequired: 'Kata sandi wajib diisi',
  passwordWrong: 'Kata sandi salah.',
  alreadyOn: 'Verifikasi dua langkah sudah aktif.',
  notPending: 'Mulai pengaktifan verifikasi dua langkah terlebih dahulu.',
  notOn: 'Verifikasi dua langkah belum aktif.',
  ssoBlocked: 'Akun ini memakai verifikasi dua langkah. Silakan masuk dengan email dan kata sandi.',
  required: 'Akun admin wajib memakai verifikasi dua langkah. Aktifkan di Edit Profile › Keamanan.',
  tooMany: 'Terlalu banyak percobaan kode yang salah. Silakan coba lagi dalam {{seconds}} detik.',
} as const;

/** `code` of the 403 that staff routes answer to an admin without two-factor authentication. */
export const TWO_FACTOR_REQUIRED_CODE = 'TWO_FACTOR_REQUIRED';

/** Limits: a login challenge lives 5 minutes and takes 5 wrong codes; 10 recovery codes per enrolment. */
export const TWO_FACTOR_LIMITS = { challengeMinutes: 5, challengeAttempts: 5, recoveryCodes: 10, periodSeconds: 30 } as const;

/** A TOTP code (6 digits) or a recovery code (`xxxxx-xxxxx`, letters and digits; the dash and case are optional). */
export const twoFactorCode = () =>
  z
    .string({ error: TWO_FACTOR_TEXT.codeFormat })
    .trim()
    .regex(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, TWO_FACTOR_TEXT.codeFormat);

const currentPassword = () =>
  z.string({ error: TWO_FACTOR_TEXT.passwordRequired }).min(1, TWO_FACTOR_TEXT.passwordRequired).max(AUTH_LIMITS.passwordMax, TWO_FACTOR_TEXT.passwordWrong);

/** Login's answer when two-factor is on: no session yet, a challenge for POST /api/auth/2fa/verify. */
export const LoginChallengeAnswerSchema = z.object({
  two_factor_required: z.literal(true),
  /** Opaque, single use, valid 5 minutes. */
  challenge: z.string(),
  message: z.string(),
});
export type LoginChallengeAnswer = z.infer<typeof LoginChallengeAnswerSchema>;

/** POST /api/auth/login answers a session, or a challenge for a two-factor account. */
export const LoginAnswerSchema = z.union([SessionAnswerSchema, LoginChallengeAnswerSchema]);
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

/** POST /api/auth/2fa/verify `{ challenge, code }` → `{ token, user }`. */
export const TwoFactorVerifyBodySchema = z.object({
  challenge: z.string({ error: TWO_FACTOR_TEXT.challengeInvalid }).trim().min(1, TWO_FACTOR_TEXT.challengeInvalid).max(200, TWO_FACTOR_TEXT.challengeInvalid),
  code: twoFactorCode(),
});
export type TwoFactorVerifyBody = z.infer<typeof TwoFactorVerifyBodySchema>;

/** GET /api/profile/2fa → `{ data: { enabled, required, recovery_codes_left } }`. */
export const TwoFactorStatusSchema = z.object({
  data: z.object({ enabled: z.boolean(), required: z.boolean(), recovery_codes_left: z.number().int() }),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>['data'];

/** POST /api/profile/2fa/setup `{ password }` (re-authentication). */
export const TwoFactorSetupBodySchema = z.object({ password: currentPassword() });
/** → `{ data: { secret, otpauth_url, qr } }`: base32 secret, its otpauth:// URI and a PNG data URL of the QR code. */
export const TwoFactorSetupAnswerSchema = z.object({ data: z.object({ secret: z.string(), otpauth_url: z.string(), qr: z.string() }) });
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupAnswerSchema>['data'];

/** POST /api/profile/2fa/enable `{ code }` (a TOTP code from the new secret). */
export const TwoFactorEnableBodySchema = z.object({ code: z.string({ error: TWO_FACTOR_TEXT.codeFormat }).trim().regex(/^\d{6}$/, TWO_FACTOR_TEXT.codeFormat) });
/** → `{ data: { recovery_codes }, message }`: shown once. */
export const TwoFactorEnableAnswerSchema = z.object({ data: z.object({ recovery_codes: z.array(z.string()) }), message: z.string() });

/** POST /api/profile/2fa/disable `{ password, code }`: both factors again. */
export const TwoFactorDisableBodySchema = z.object({ password: currentPassword(), code: twoFactorCode() });
