import { z } from 'zod';
import { AUTH_LIMITS, AUTH_TEXT, confirmPassword, personName, phoneNumber, strongPassword, withConfirmation } from './auth.ts';
import { LocaleSchema } from './auth.ts';
import { safeString } from './text.ts';

/**
 * Profile (spec 2.25, 3 "Profile", 5 "Profile form" and "Password change form", 7 "Profile"):
 * bodies, answers and texts to the letter.
 */

/** Texts of the Edit Profile screen (spec 2.25, 5, 8) and the ones the spec leaves open. */
export const PROFILE_TEXT = {
  tabProfile: 'profile',
  tabPassword: 'password',
  name: 'Nama Lengkap',
  nameNote: 'Nama ini akan tercantum pada sertifikat program.',
  email: 'Email',
  emailNote: 'Hubungi admin jika email Anda salah.',
  phone: 'Nomor Ponsel',
  gender: 'Jenis Kelamin',
  male: 'Laki-laki',
  female: 'Perempuan',
  birthDate: 'Tanggal Lahir',
  save: 'Simpan',
  oldPassword: 'Kata Sandi Lama',
  newPassword: 'Kata Sandi Baru',
  confirmPassword: 'Konfirmasi Sandi',
  passwordRule: AUTH_TEXT.passwordRuleHint,
  updateFailedLog: 'Gagal update profil',
  passwordFailedLog: 'Gagal update password',
  // Open in the spec (docs/decisions/034-profile.md).
  nameRequired: 'Nama lengkap wajib diisi',
  phoneRequired: 'Nomor ponsel wajib diisi',
  genderRequired: 'Jenis kelamin wajib dipilih',
  birthDateRequired: 'Tanggal lahir wajib diisi',
  birthDateInvalid: 'Tanggal lahir tidak valid (format YYYY-MM-DD, antara 1900-01-01 dan hari ini).',
  emailReadOnly: 'Email tidak dapat diubah. Hubungi admin jika email Anda salah.',
  oldPasswordRequired: 'Kata sandi lama wajib diisi',
  newPasswordRequired: 'Kata sandi baru wajib diisi',
  confirmRequired: 'Konfirmasi sandi wajib diisi',
  oldPasswordWrong: 'Kata sandi lama salah.',
  saved: 'Profil berhasil diperbarui.',
  passwordSaved: 'Kata sandi berhasil diubah.',
  avatarChange: 'Ganti Foto',
  avatarSaved: 'Foto profil berhasil diperbarui.',
  avatarMissing: 'Pilih file gambar.',
  avatarType: 'Foto harus berupa gambar JPEG, PNG, atau WebP.',
  avatarSize: 'Ukuran foto maksimal 1 MB.',
  avatarPixels: 'Foto terlalu besar: paling banyak 4096 × 4096 piksel.',
  loadFailed: 'Gagal memuat profil. Silakan muat ulang halaman.',
} as const;

/**
 * Avatar limits: JPEG, PNG or WebP (recognised by content), at most 1 MB (1024*1024 bytes) and at
 * most 4096 × 4096 pixels as its header declares them (checked before any decoding: a small file
 * can claim a huge image that every browser showing it would have to decode).
 */
export const AVATAR_LIMITS = { maxBytes: 1024 * 1024, maxPixels: 4096 * 4096, types: ['image/jpeg', 'image/png', 'image/webp'] as const } as const;

/** True for a real calendar date 'YYYY-MM-DD' between 1900-01-01 and `today` (UTC). */
export function isBirthDate(value: string, today: Date = new Date()): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return false;
  return y >= 1900 && value <= today.toISOString().slice(0, 10);
}

/** The profile as read and written (spec 3 "Profile"), plus the avatar path. */
export const ProfileSchema = z.object({
  name: safeString(),
  email: safeString(),
  phone: safeString().nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  /** 'YYYY-MM-DD' or null. */
  birth_date: safeString().nullable(),
  /** Storage path, served at {host}/storage/{avatar}. */
  avatar: safeString().nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** GET /api/profile and the answers of POST /api/profile and /api/profile/avatar: `{ data: Profile }`. */
export const ProfileAnswerSchema = z.object({ data: ProfileSchema, message: safeString().optional() });

/**
 * POST /api/profile (spec 7): `{ name, email, phone, gender, birth_date }`. name, phone, gender
 * and birth_date are required; email is read-only (it may be sent, but must be the account's).
 */
export const UpdateProfileBodySchema = z.object({
  name: personName(PROFILE_TEXT.nameRequired),
  email: safeString({ error: PROFILE_TEXT.emailReadOnly }).trim().max(AUTH_LIMITS.emailMax, PROFILE_TEXT.emailReadOnly).toLowerCase().optional(),
  phone: phoneNumber(PROFILE_TEXT.phoneRequired),
  gender: z.enum(['male', 'female'], { error: PROFILE_TEXT.genderRequired }),
  birth_date: z
    .string({ error: PROFILE_TEXT.birthDateRequired })
    .trim()
    .min(1, PROFILE_TEXT.birthDateRequired)
    .refine((v) => isBirthDate(v), PROFILE_TEXT.birthDateInvalid),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;

/** The profile form on the client (spec 5 "Profile form"): the four required fields. */
export const ProfileFormSchema = z.object({
  name: safeString().trim().min(1, PROFILE_TEXT.nameRequired),
  phone: safeString().trim().min(1, PROFILE_TEXT.phoneRequired),
  gender: z.enum(['male', 'female'], { error: PROFILE_TEXT.genderRequired }),
  birth_date: safeString().min(1, PROFILE_TEXT.birthDateRequired),
});
export type ProfileForm = z.infer<typeof ProfileFormSchema>;

/** POST /api/profile/new-password (spec 7): the server enforces the rule and the confirmation. */
export const ChangePasswordBodySchema = withConfirmation(
  z.object({
    old_password: z
      .string({ error: PROFILE_TEXT.oldPasswordRequired })
      .min(1, PROFILE_TEXT.oldPasswordRequired)
      .max(AUTH_LIMITS.passwordMax, AUTH_TEXT.passwordMax),
    new_password: strongPassword(PROFILE_TEXT.newPasswordRequired),
    confirm_password: confirmPassword(PROFILE_TEXT.confirmRequired),
  }),
  'new_password',
);
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** The password form on the client (spec 5): all three required; no rule or match check. */
export const ChangePasswordFormSchema = z.object({
  old_password: safeString().min(1, PROFILE_TEXT.oldPasswordRequired),
  new_password: safeString().min(1, PROFILE_TEXT.newPasswordRequired),
  confirm_password: safeString().min(1, PROFILE_TEXT.confirmRequired),
});
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

/**
 * Body of `PUT /api/profile/locale`: the interface language remembered for the account,
 * used for its e-mails, receipts, credit notes and certificates. Answer 200 `{ data: { locale } }`;
 * 401 without a session; 422 for anything but `id` or `en`.
 */
export const UpdateLocaleBodySchema = z.object({ locale: LocaleSchema });
export type UpdateLocaleBody = z.infer<typeof UpdateLocaleBodySchema>;
