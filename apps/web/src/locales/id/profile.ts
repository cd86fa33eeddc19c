/**
 * Texts of Edit Profile only the web shows, Indonesian: the spec's texts to the letter (spec 2.25).
 * The API's texts are PROFILE_TEXT and TWO_FACTOR_TEXT. English twin: `../en/profile.ts`.
 */
const profile = {
  title: 'Edit Profile',
  tabNotifications: 'Notifikasi',
  avatarHint: 'JPEG, PNG, atau WebP, maksimal 1 MB.',
  unexpected: 'Terjadi kesalahan. Silakan coba lagi.',
  language: {
    title: 'Bahasa',
    label: 'Bahasa tampilan',
    note: 'Dipakai untuk tampilan, email, kuitansi, dan sertifikat akun Anda.',
    saveFailed: 'Gagal menyimpan pilihan bahasa. Silakan coba lagi.',
  },
} as const;

export default profile;
