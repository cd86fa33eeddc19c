/**
 * Texts of the course detail's hero (spec 2.9), shared by the web's `CourseHero` and the server,
 * which inlines the hero into the detail page's HTML so a phone paints it before the scripts run
 * (decision 127). Indonesian (the spec's texts); the English twins are in
 * `locales/en/course-hero.ts`. The web's `catalogue` namespace spreads them into `kinds` and `detail`.
 */
export const COURSE_KIND_TEXTS = {
  freeClass: 'Free Class',
  recordWebinar: 'Record Webinar',
  learningVideo: 'Learning Video',
} as const;

/** `sessions` marks the count with `<strong>` (react-i18next `<Trans>` on the web). */
export const DETAIL_HERO_TEXTS = {
  comingSoon: 'Coming Soon',
  summary: 'Ringkasan kelas',
  sessions: 'Jumlah Sesi: <strong>{{count}}</strong>',
  duration: 'Durasi: {{hours}} Jam',
  students: '{{count}} Peserta',
  ratingLabel: 'Rating peserta',
  /** In place of the rating when the course has no visible review (decision 272); cards say it too. */
  noReviews: 'Belum ada ulasan',
  /** How many reviews the rating averages. */
  reviewCount: '{{count}} ulasan',
  instructor: 'Instruktur',
  priceCard: 'Harga kelas',
  professional: 'Professional',
} as const;
