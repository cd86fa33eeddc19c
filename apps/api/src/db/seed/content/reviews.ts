/**
 * Reviews of the demo courses (decision 272), written by seeded learners who took at least half of
 * the course: the ratings the catalogue shows are their averages, nothing else. Two courses have
 * none on purpose ('Belum ada ulasan'): the new free class and the webinar without prices.
 */

/** Seeded learners who review; their accounts are made by the seed like any learner's. */
export const REVIEWERS = [
  { key: 'dewi', name: 'Dewi Anggraini', email: 'ulasan.dewi@example.com' },
  { key: 'rizky', name: 'Rizky Pratama', email: 'ulasan.rizky@example.com' },
  { key: 'aisyah', name: 'Nur Aisyah', email: 'ulasan.aisyah@example.com' },
  { key: 'andi', name: 'Andi Wijaya', email: 'ulasan.andi@example.com' },
  { key: 'maya', name: 'Maya Kusuma', email: 'ulasan.maya@example.com' },
] as const;

export type ReviewerKey = (typeof REVIEWERS)[number]['key'];

/**
 * One review: stars 1..5, a plain-text body ('' for none), written `daysAgo` days before the seed
 * ran; `testimonial`: the learner allowed it to be shown and staff picked it for the course page
 * (decision 283), in the order listed.
 */
export type ReviewSeed = { by: ReviewerKey; rating: 1 | 2 | 3 | 4 | 5; body: string; daysAgo: number; testimonial?: true };

export const COURSE_REVIEWS: Record<string, ReviewSeed[]> = {
  'belajar-analisis-data-dengan-python': [
    { by: 'dewi', rating: 5, body: 'Materinya runtut dari dasar Pandas sampai visualisasi. Studi kasusnya dekat dengan pekerjaan saya sebagai staf administrasi.', daysAgo: 3, testimonial: true },
    { by: 'rizky', rating: 5, body: 'Penjelasan mentor jelas, kuisnya membantu mengecek pemahaman.', daysAgo: 12 },
    { by: 'aisyah', rating: 4, body: 'Bagus untuk pemula. Saya berharap ada lebih banyak latihan membersihkan data yang berantakan.', daysAgo: 20, testimonial: true },
  ],
  'rekaman-webinar-public-speaking': [
    { by: 'andi', rating: 5, body: 'Teknik membuka presentasi langsung saya pakai di rapat kantor minggu ini.', daysAgo: 5, testimonial: true },
    { by: 'maya', rating: 4, body: '', daysAgo: 9 },
  ],
  'dasar-pemrograman-web-html-css-javascript': [
    { by: 'rizky', rating: 5, body: 'Akhirnya paham cara kerja flexbox. Proyek akhirnya menyenangkan.', daysAgo: 7, testimonial: true },
    { by: 'maya', rating: 4, body: 'Tempo videonya pas, tapi bagian JavaScript bisa lebih panjang.', daysAgo: 15 },
    { by: 'andi', rating: 4, body: '', daysAgo: 30 },
  ],
  'desain-ui-ux-dengan-figma-untuk-pemula': [
    { by: 'dewi', rating: 5, body: 'Auto layout dijelaskan dengan contoh yang mudah diikuti.', daysAgo: 4 },
    { by: 'aisyah', rating: 5, body: 'Portofolio pertama saya jadi dari kelas ini.', daysAgo: 18, testimonial: true },
  ],
  'microsoft-excel-untuk-administrasi-dan-laporan-kerja': [
    { by: 'andi', rating: 4, body: 'Rumus VLOOKUP dan pivot table dijelaskan pelan-pelan.', daysAgo: 6 },
    { by: 'maya', rating: 5, body: 'Laporan bulanan saya sekarang selesai separuh waktu.', daysAgo: 11, testimonial: true },
    { by: 'rizky', rating: 4, body: '', daysAgo: 25 },
  ],
  'digital-marketing-untuk-umkm': [
    { by: 'aisyah', rating: 4, body: 'Cocok untuk usaha kecil, contohnya nyata.', daysAgo: 8, testimonial: true },
    { by: 'dewi', rating: 3, body: 'Isinya bagus, tapi beberapa contoh iklan sudah kurang relevan.', daysAgo: 22 },
  ],
  'rekaman-webinar-strategi-konten-media-sosial': [
    { by: 'maya', rating: 5, body: 'Kalender kontennya langsung saya terapkan.', daysAgo: 2, testimonial: true },
    { by: 'rizky', rating: 4, body: '', daysAgo: 14 },
  ],
  'rekaman-webinar-keuangan-pribadi-pekerja-muda': [{ by: 'andi', rating: 5, body: 'Membuka mata soal dana darurat dan cicilan.', daysAgo: 10, testimonial: true }],
  'rekaman-webinar-lolos-wawancara-kerja': [
    { by: 'dewi', rating: 4, body: 'Simulasi pertanyaannya membantu saya lebih tenang saat wawancara.', daysAgo: 1, testimonial: true },
    { by: 'aisyah', rating: 5, body: '', daysAgo: 16 },
    { by: 'rizky', rating: 5, body: 'Tips menjawab pertanyaan gaji sangat berguna.', daysAgo: 27, testimonial: true },
  ],
  'kelas-gratis-mengenal-profesi-data-analyst': [
    { by: 'maya', rating: 5, body: 'Gambaran kariernya jelas untuk yang baru mau mulai.', daysAgo: 13, testimonial: true },
    { by: 'andi', rating: 4, body: '', daysAgo: 19 },
  ],
  'kelas-gratis-personal-branding-linkedin': [{ by: 'rizky', rating: 4, body: 'Profil LinkedIn saya jadi lebih rapi.', daysAgo: 21 }],
  'kelas-gratis-menulis-cv-ats-friendly': [
    { by: 'aisyah', rating: 5, body: 'Template CV-nya sangat membantu.', daysAgo: 5 },
    { by: 'dewi', rating: 5, body: '', daysAgo: 17 },
  ],
};
