/**
 * Texts of the landing's hero (spec 2.6), shared by the web's `LandingHero` and the server, which
 * inlines the hero into the landing's HTML so it paints before the scripts run (decision 126).
 * Indonesian is the interface's default language; `{brand}` follows `welcome`.
 */
export const LANDING_HERO_TEXTS = {
  badge: 'Career Accelerator Learning',
  welcome: 'Selamat Datang Peserta',
  tagline:
    'Tingkatkan kariermu lewat Career Accelerator Learning: kelas berbasis proyek yang didampingi mentor untuk membangun keterampilan digital, kepemimpinan, dan karisma pribadi.',
  seeCourses: 'Lihat Kelas',
  voucherProgramme: 'Program Voucher Prakerja',
  imageAlt: 'Peserta belajar bersama mentor secara daring',
} as const;

/** The hero illustration (public/images of the web build). */
export const LANDING_HERO_IMAGE = '/images/hero-learning.svg';
