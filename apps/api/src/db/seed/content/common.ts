import type { ItemSeed } from './types.ts';

/**
 * The welcome that opens every course (spec 2.22 'text'): the body of its text item, as an author
 * writes one in the studio (decision 246). HTML, sanitised on write.
 */
export const WELCOME_HTML = [
  '<h3>Selamat Datang!</h3>',
  '<p>Selamat datang di kelas ini! Kami senang kamu bergabung.</p>',
  '<p>Selesaikan semua aktivitas di kelas ini untuk mendapatkan sertifikat. Syarat selesai setiap materi tertulis di bawah materinya.</p>',
  '<p>Jika mengalami kendala, hubungi customer service kami melalui kontak bantuan di halaman Programmu.</p>',
].join('');

/** The welcome text that opens every course (spec 2.22 'text'). */
export const welcomeItem = (title = 'Selamat Datang di Kelas'): ItemSeed => ({ type: 'text', title, html: WELCOME_HTML });

/** The satisfaction survey that closes every course (spec 2.22 'embed'). */
export const surveyItem = (courseSlug: string): ItemSeed => ({
  type: 'embed',
  title: 'Survei Kepuasan Peserta',
  url: `https://docs.google.com/forms/d/e/1FAIpQLSe-kelas-survei-kepuasan/viewform?embedded=true&kelas=${courseSlug}`,
  instruction:
    'Terima kasih sudah mengikuti kelas ini. Isi survei kepuasan berikut (sekitar 3 menit) agar kami dapat meningkatkan materi, mentor, dan layanan kelas. Jawaban kamu bersifat anonim.',
});

/** The reflective journal (spec 2.22 'essay': 2 questions, 1 attempt, weight 0 %). */
export const journalItem = (topic: string): ItemSeed => ({
  type: 'essay',
  title: 'Jurnal Refleksi',
  questions: [
    `Apa tiga hal terpenting yang kamu pelajari tentang ${topic} di kelas ini, dan mengapa hal itu penting bagimu?`,
    `Rencana konkret apa yang akan kamu lakukan dalam dua minggu ke depan untuk menerapkan ${topic} di pekerjaan atau kehidupan sehari-hari?`,
  ],
});

/** A chat-group invitation link (spec 2.20 'Gabung Grup'). */
export const whatsappGroup = (code: string) => `https://chat.whatsapp.com/${code}`;

/**
 * The detail page's badges and careers of the demo courses (decision 262): the texts the page used
 * to show for every course, kept as these courses' own data, so a course staff create starts with
 * none. No typed testimonials: the pages quote their learners' picked reviews (decision 283).
 */
export const DEMO_COURSE_PAGE = {
  highlights: ['5 Test', '5 Karya Showcase', 'Final Project'],
  careers: [
    { title: 'Digital Marketing Specialist', salary_from: 6_000_000, salary_to: 12_000_000 },
    { title: 'Data Analyst', salary_from: 7_000_000, salary_to: 15_000_000 },
    { title: 'Content Strategist', salary_from: 5_000_000, salary_to: 10_000_000 },
    { title: 'Project Manager', salary_from: 10_000_000, salary_to: 20_000_000 },
    { title: 'UI/UX Designer', salary_from: 7_000_000, salary_to: 14_000_000 },
    { title: 'Team Leader', salary_from: 9_000_000, salary_to: 18_000_000 },
  ],
  // Testimonials are the seeded learners' own reviews that they allowed and staff picked (decision 283);
  // the invented quotes these courses showed before are gone.
  testimonials: [] as { name: string; role: string; quote: string; consent: true }[],
};
