/**
 * Texts of the landing's hero (spec 2.6), shared by the web's `LandingHero` and the server, which
 * inlines the hero into the landing's HTML so it paints before the scripts run (decision 126).
 * Indonesian (the spec's texts); the English twin is `locales/en/landing.ts`. In `welcome`,
 * `<brand>{{brand}}</brand>` marks the brand name, drawn in the brand colour (react-i18next `<Trans>`).
 */
export const LANDING_HERO_TEXTS = {
  badge: 'Career Accelerator Learning',
  welcome: 'Selamat Datang Peserta <brand>{{brand}}</brand>',
  tagline:
    'Tingkatkan kariermu lewat Career Accelerator Learning: kelas berbasis proyek yang didampingi mentor untuk membangun keterampilan digital, kepemimpinan, dan karisma pribadi.',
  seeCourses: 'Lihat Kelas',
  voucherProgramme: 'Program Voucher Prakerja',
  heroImage: 'Peserta belajar bersama mentor secara daring',
} as const;

/** The hero illustration (public/images of the web build). */
export const LANDING_HERO_IMAGE = '/images/hero-learning.svg';
