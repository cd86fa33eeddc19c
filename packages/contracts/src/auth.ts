import { z } from 'zod';
import { LOCALES } from './i18n.ts';
import { safeString } from './text.ts';

/**
 * Accounts (spec 2.10–2.15, 4 "Authentication", 5, 7 "Authentication", 8, 9): request and
 * answer bodies, the spec's messages to the letter, and the limits. Used by the API's
 * validation and by the web forms.
 */

/**
 * A language in a body or a query: `id` or `en` (decision 210). Here rather than in
 * `i18n.ts`, which the landing loads and which must not pull zod into its first scripts.
 */
export const LocaleSchema = z.enum(LOCALES);

/** Every text of the auth screens and calls, to the letter (spec 2.10–2.15, 5, 8). */
export const AUTH_TEXT = {
  invalidEmail: 'Invalid email address',
  loginPasswordMin: 'Password must be at least 6 characters long',
  invalidCredentials: 'Invalid email or password. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again later.',
  forgotSuccess:
    'If your email address exists in our database, you will receive an email with instructions for how to confirm your email address in a few minutes.',
  passwordMin: 'Kata sandi harus terdiri dari setidaknya 8 karakter',
  passwordUpper: 'Kata sandi harus mengandung setidaknya satu huruf besar',
  passwordLower: 'Kata sandi harus mengandung setidaknya satu huruf kecil',
  passwordDigit: 'Kata sandi harus mengandung setidaknya satu angka',
  passwordSpecial: 'Kata sandi harus mengandung setidaknya satu karakter khusus',
  confirmMin: 'Konfirmasi kata sandi harus terdiri dari setidaknya 8 karakter',
  confirmMatch: 'Kata sandi dan konfirmasi kata sandi harus cocok',
  otpLength: 'Otp harus terdiri dari 6 karakter',
  ssoMissing: 'Token autentikasi tidak valid atau hilang.',
  ssoFailed: 'Gagal memverifikasi token',
  ssoVerifying: 'Memverifikasi sesi Anda... mohon tunggu.',
  ssoSuccess: 'Verifikasi sukses. Mengarahkan ke dashboard...',
  ssoRedirectLogin: 'Anda akan diarahkan kembali ke halaman login...',
  sessionExpired: 'Sesi Anda telah berakhir. Silakan login kembali.',
  passwordRuleHint: '* Minimal 8 karakter kombinasi huruf kapital, huruf kecil, angka dan karakter khusus (!@#$%^&*)',
  verifyTitle: 'Verifikasi Akun Anda',
  verifyText: 'Kami telah mengirimkan 6 digit kode verifikasi ke email Anda. Silakan masukkan kode di bawah ini.',
  // Texts the spec leaves open (docs/decisions/030-auth-flow.md).
  passwordMax: 'Kata sandi maksimal 128 karakter.',
  emailTaken: 'Email sudah terdaftar. Silakan masuk atau gunakan email lain.',
  nameRequired: 'Nama wajib diisi',
  nameMax: 'Nama maksimal 100 karakter.',
  nameChars: 'Nama hanya boleh berisi huruf, spasi, titik, koma, apostrof, dan tanda hubung.',
  emailRequired: 'Email wajib diisi',
  phoneRequired: 'Nomor ponsel wajib diisi',
  phoneDigits: 'Nomor ponsel hanya boleh berisi 8 sampai 15 angka.',
  passwordRequired: 'Password wajib diisi',
  confirmRequired: 'Konfirmasi password wajib diisi',
  termsRequired: 'Anda harus menyetujui Syarat dan Ketentuan.',
  registered: 'Registrasi berhasil. Kode verifikasi telah dikirim ke email Anda.',
  notVerified: 'Akun Anda belum diverifikasi. Kami telah mengirimkan kode verifikasi ke email Anda.',
  otpInvalid: 'Kode verifikasi salah atau sudah tidak berlaku. Silakan periksa kembali atau kirim ulang kode.',
  otpWrong: 'Kode verifikasi salah. Sisa percobaan: {{left}}.',
  otpDead: 'Kode verifikasi sudah tidak berlaku karena terlalu banyak percobaan. Silakan kirim ulang kode.',
  otpResent: 'Jika email terdaftar dan belum diverifikasi, kode verifikasi baru telah dikirim.',
  otpCooldown: 'Tunggu {{seconds}} detik sebelum mengirim ulang kode.',
  resetTokenInvalid: 'Tautan reset password tidak valid atau sudah kedaluwarsa. Silakan minta tautan baru.',
  resetDone: 'Password berhasil diubah. Silakan masuk dengan password baru Anda.',
  captchaFailed: 'Verifikasi captcha gagal. Silakan coba lagi.',
  tooManyLogins: 'Terlalu banyak percobaan login yang gagal. Silakan coba lagi dalam {{seconds}} detik.',
  ssoInvalid: 'Token SSO tidak valid.',
  ssoExpired: 'Token SSO sudah kedaluwarsa. Silakan login ulang melalui penyedia SSO.',
  ssoNoEmail: 'Token SSO tidak memuat email yang valid.',
  ssoUsed: 'Token SSO sudah dipakai. Silakan login ulang melalui penyedia SSO.',
  loggedOut: 'Anda telah keluar.',
  // ASVS 6.2.12 (docs/decisions/171-breached-passwords.md).
  passwordBreached: 'Kata sandi ini terlalu umum dan ada dalam daftar kata sandi yang pernah bocor. Silakan pilih kata sandi lain.',
} as const;

/** 'Please complete the {captcha}' (spec 5): the name of the configured captcha service. */
export const captchaRequiredText = (captcha: string) => `Please complete the ${captcha}`;

/** Limits (spec 9 and docs/decisions/030-auth-flow.md). */
export const AUTH_LIMITS = {
  otpDigits: 6,
  otpMinutes: 10,
  otpMaxAttempts: 5,
  otpResendSeconds: 60,
  resetMinutes: 60,
  loginPasswordMin: 6,
  passwordMin: 8,
  passwordMax: 128,
  nameMax: 100,
  emailMax: 254,
} as const;

const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** An e-mail address: trimmed, lower-cased, ASCII, at most 254 characters; 'Invalid email address'. */
export const emailField = (requiredMessage: string = AUTH_TEXT.invalidEmail) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(AUTH_LIMITS.emailMax, AUTH_TEXT.invalidEmail)
    .regex(EMAIL_PATTERN, AUTH_TEXT.invalidEmail)
    .toLowerCase();

/** The password rule of reset and change (spec 5 and 9): 8+ with upper, lower, digit and a non-alphanumeric character. */
export const strongPassword = (requiredMessage: string = AUTH_TEXT.passwordMin) =>
  z
    .string({ error: requiredMessage })
    .min(AUTH_LIMITS.passwordMin, AUTH_TEXT.passwordMin)
    .max(AUTH_LIMITS.passwordMax, AUTH_TEXT.passwordMax)
    .regex(/\p{Lu}/u, AUTH_TEXT.passwordUpper)
    .regex(/\p{Ll}/u, AUTH_TEXT.passwordLower)
    .regex(/\p{Nd}/u, AUTH_TEXT.passwordDigit)
    .regex(/[^\p{L}\p{N}]/u, AUTH_TEXT.passwordSpecial);

/** confirm_password of reset and change (spec 5): 8+ characters. The match is checked by `withConfirmation`. */
export const confirmPassword = (requiredMessage: string = AUTH_TEXT.confirmMin) =>
  safeString({ error: requiredMessage }).min(AUTH_LIMITS.passwordMin, AUTH_TEXT.confirmMin).max(AUTH_LIMITS.passwordMax, AUTH_TEXT.passwordMax);

/**
 * Adds 'Kata sandi dan konfirmasi kata sandi harus cocok' on confirm_password when the two
 * differ. Runs even when other fields failed, so every message shows at once.
 */
export function withConfirmation<T extends z.ZodObject<{ confirm_password: z.ZodTypeAny }>>(schema: T, passwordKey: string) {
  const pair = (value: unknown) => {
    const v = (value ?? {}) as Record<string, unknown>;
    return { password: v[passwordKey], confirm: v.confirm_password };
  };
  return schema.refine(
    (value) => {
      const { password, confirm } = pair(value);
      return typeof password !== 'string' || typeof confirm !== 'string' || password === confirm;
    },
    { path: ['confirm_password'], message: AUTH_TEXT.confirmMatch, when: (payload) => typeof pair(payload.value).confirm === 'string' },
  );
}

/** A person's name: trimmed, NFC, 1–100 letters (any script), spaces and . , ' - */
export const personName = (requiredMessage: string = AUTH_TEXT.nameRequired) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(AUTH_LIMITS.nameMax, AUTH_TEXT.nameMax)
    .regex(/^[\p{L}\p{M}][\p{L}\p{M} .,'-]*$/u, AUTH_TEXT.nameChars)
    .transform((s) => s.normalize('NFC').replace(/\s+/g, ' '));

/** A mobile number without the +62 prefix: 8–15 digits (spec 9: +62 is the only prefix). */
export const phoneNumber = (requiredMessage: string = AUTH_TEXT.phoneRequired) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .regex(/^\d{8,15}$/, AUTH_TEXT.phoneDigits);

// ---------------------------------------------------------------- requests

/** POST /api/auth/login (spec 7, 5 "Login"). */
export const LoginBodySchema = z.object({
  email: emailField(),
  password: z
    .string({ error: AUTH_TEXT.loginPasswordMin })
    .min(AUTH_LIMITS.loginPasswordMin, AUTH_TEXT.loginPasswordMin)
    .max(AUTH_LIMITS.passwordMax, AUTH_TEXT.passwordMax),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/**
 * POST /api/auth/register (spec 7, 2.11). The server also enforces the password rule of
 * section 5, the confirmation and the accepted terms.
 */
export const RegisterBodySchema = withConfirmation(
  z.object({
    name: personName(),
    email: emailField(AUTH_TEXT.emailRequired),
    phone_number: phoneNumber(),
    password: strongPassword(AUTH_TEXT.passwordRequired),
    confirm_password: confirmPassword(AUTH_TEXT.confirmRequired),
    terms: z.literal(true, { error: AUTH_TEXT.termsRequired }),
  }),
  'password',
);
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/** The register form on the client: required fields, e-mail format and terms (spec 5: no client match check). */
export const RegisterFormSchema = z.object({
  name: safeString().trim().min(1, AUTH_TEXT.nameRequired),
  email: safeString().trim().min(1, AUTH_TEXT.emailRequired).regex(EMAIL_PATTERN, AUTH_TEXT.invalidEmail),
  phone_number: safeString().trim().min(1, AUTH_TEXT.phoneRequired),
  password: safeString().min(1, AUTH_TEXT.passwordRequired),
  confirm_password: safeString().min(1, AUTH_TEXT.confirmRequired),
  terms: z.boolean().refine((v) => v, AUTH_TEXT.termsRequired),
});
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

/** POST /api/auth/otp/verify (spec 7, 2.14): `{ otp, email }`. */
export const VerifyOtpBodySchema = z.object({
  otp: z
    .string({ error: AUTH_TEXT.otpLength })
    .trim()
    .regex(/^\d{6}$/, AUTH_TEXT.otpLength),
  email: emailField(),
});
export type VerifyOtpBody = z.infer<typeof VerifyOtpBodySchema>;

/** POST /api/auth/otp/resend: `{ email }` (the 'Kirim ulang kode' link). */
export const ResendOtpBodySchema = z.object({ email: emailField() });
export type ResendOtpBody = z.infer<typeof ResendOtpBodySchema>;

/** POST /api/auth/forgot (spec 7, 2.12): `{ email, recaptcha }`; the message names the captcha service. */
export const forgotPasswordBodySchema = (captcha: string) =>
  z.object({
    email: emailField(),
    recaptcha: z
      .string({ error: captchaRequiredText(captcha) })
      .trim()
      .min(1, captchaRequiredText(captcha))
      .max(8192, AUTH_TEXT.captchaFailed),
  });
export type ForgotPasswordBody = z.infer<ReturnType<typeof forgotPasswordBodySchema>>;

/** POST /api/auth/reset-password (spec 7, 2.13, 5): `{ password, confirm_password, token }`. */
export const ResetPasswordBodySchema = withConfirmation(
  z.object({
    password: strongPassword(),
    confirm_password: confirmPassword(),
    token: safeString({ error: AUTH_TEXT.resetTokenInvalid }).trim().min(1, AUTH_TEXT.resetTokenInvalid).max(200, AUTH_TEXT.resetTokenInvalid),
  }),
  'password',
);
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

/** The reset form on the client (spec 5 "Reset password"): both fields with the section-5 messages. */
export const ResetPasswordFormSchema = withConfirmation(z.object({ password: strongPassword(), confirm_password: confirmPassword() }), 'password');
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

/** POST /api/auth/sso-verify (spec 7, 2.15): `{ token }`. */
export const SsoVerifyBodySchema = z.object({
  token: safeString({ error: AUTH_TEXT.ssoMissing }).trim().min(1, AUTH_TEXT.ssoMissing).max(8192, AUTH_TEXT.ssoInvalid),
});
export type SsoVerifyBody = z.infer<typeof SsoVerifyBodySchema>;

// ---------------------------------------------------------------- answers

/** Staff roles a user may hold besides being a learner; several at once. */
export const STAFF_ROLES = ['mentor', 'author', 'admin'] as const;
export const StaffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRoleSchema>;
export const RoleSchema = z.enum(['learner', ...STAFF_ROLES]);
export type Role = z.infer<typeof RoleSchema>;

/** The user's most powerful role, sent as `role` for clients that read one: admin > author > mentor > learner. */
export function primaryRole(roles: readonly StaffRole[]): Role {
  for (const r of ['admin', 'author', 'mentor'] as const) if (roles.includes(r)) return r;
  return 'learner';
}

/** The user kept in the session (spec 3 "User (in the session)") plus id, primary role and every staff role. */
export const AuthUserSchema = z.object({
  id: z.number().int(),
  name: safeString(),
  email: safeString(),
  /** Storage path, served at {host}/storage/{avatar}; null without an avatar. */
  avatar: safeString().nullable(),
  role: RoleSchema,
  /** Staff roles (empty for a learner). */
  roles: z.array(StaffRoleSchema),
  /** Interface language chosen for the account; null or absent: never chosen, the device decides. */
  locale: LocaleSchema.nullable().optional(),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

/** Answer of login and of the code verification: `{ token, user }` (architecture "wire"). */
export const SessionAnswerSchema = z.object({ token: safeString(), user: AuthUserSchema });
export type SessionAnswer = z.infer<typeof SessionAnswerSchema>;

/** Answer of single sign-on: `{ data: { token, user } }`. */
export const SsoAnswerSchema = z.object({ data: SessionAnswerSchema });

/** Answer of register: 201 `{ message, email }`; the client goes to /verify-login?email=… */
export const RegisterAnswerSchema = z.object({ message: safeString(), email: safeString() });

/** Answer of resend: `{ message, retry_after }` (seconds until the next resend is allowed). */
export const ResendAnswerSchema = z.object({ message: safeString(), retry_after: z.number().int() });

/** 422 of the code check: `{ message, error, code }` (spec 3 "on error a body field error"), or field errors for a bad body. */
export const OtpErrorSchema = z.object({
  message: safeString(),
  error: safeString().optional(),
  code: safeString().optional(),
  errors: z.record(safeString(), z.array(safeString())).optional(),
});

/** 429 of resend (`retry_after` seconds) and of the per-IP limit. */
export const CooldownErrorSchema = z.object({ message: safeString(), code: safeString().optional(), retry_after: z.number().int().optional() });

/** Plain `{ message }` answers (forgot, reset, logout). */
export const MessageAnswerSchema = z.object({ message: safeString() });

/** 403 answer of a login with a correct password on an unverified account. */
export const NOT_VERIFIED_CODE = 'EMAIL_NOT_VERIFIED';

/** GET /api/auth/captcha/challenge: an ALTCHA v2 challenge (opaque to the client, read by the widget). */
export const CaptchaChallengeSchema = z.object({
  parameters: z.record(safeString(), z.unknown()),
  signature: safeString().optional(),
});

/** Re-exported from the zod-free navigation module (the app shell imports it; decision 014). */
export { safeNextPath } from './navigation.ts';
