import { journalItem, surveyItem, welcomeItem, whatsappGroup } from './common.ts';
import type { CourseSeed, QuizQuestionSeed } from './types.ts';

const SLUG = 'rekaman-webinar-public-speaking';

const preTest: QuizQuestionSeed[] = [
  {
    question: '<p>Menurut kamu, apa penyebab paling umum seseorang gugup saat berbicara di depan umum?</p>',
    answers: ['<p>Ruangan terlalu dingin</p>', '<p>Takut dinilai negatif oleh audiens</p>', '<p>Mikrofon yang terlalu besar</p>', '<p>Jumlah slide yang sedikit</p>'],
    correct: 1,
  },
  {
    question: '<p>Bagian presentasi yang paling menentukan apakah audiens mau terus mendengarkan adalah…</p>',
    answers: ['<p>Pembukaan</p>', '<p>Daftar pustaka</p>', '<p>Ucapan terima kasih</p>', '<p>Sesi tanya jawab</p>'],
    correct: 0,
  },
  {
    question: '<p>Kontak mata yang baik saat presentasi berarti…</p>',
    answers: ['<p>Menatap satu orang sepanjang presentasi</p>', '<p>Melihat layar slide terus-menerus</p>', '<p>Bergantian menatap beberapa bagian audiens</p>', '<p>Menunduk agar tidak gugup</p>'],
    correct: 2,
  },
  {
    question: '<p>Jeda sejenak di tengah kalimat penting berfungsi untuk…</p>',
    answers: ['<p>Menandakan pembicara lupa materi</p>', '<p>Memberi penekanan dan waktu audiens mencerna</p>', '<p>Menghabiskan waktu presentasi</p>', '<p>Mengganti slide</p>'],
    correct: 1,
  },
  {
    question: '<p>Slide presentasi yang efektif sebaiknya…</p>',
    answers: ['<p>Berisi seluruh naskah yang akan dibacakan</p>', '<p>Memakai minimal lima jenis huruf</p>', '<p>Berisi poin singkat dan visual pendukung</p>', '<p>Tidak memiliki judul</p>'],
    correct: 2,
  },
];

const postTest: QuizQuestionSeed[] = [
  {
    question: '<p>Teknik pernapasan yang dianjurkan untuk meredakan gugup sebelum naik panggung adalah…</p>',
    answers: ['<p>Napas pendek dan cepat</p>', '<p>Menahan napas selama mungkin</p>', '<p>Napas perut: tarik 4 hitungan, tahan 4, hembuskan 6</p>', '<p>Bernapas lewat mulut saja</p>'],
    correct: 2,
  },
  {
    question: '<p>Struktur pesan <strong>PREP</strong> terdiri dari…</p>',
    answers: ['<p>Point, Reason, Example, Point</p>', '<p>Plan, Review, Execute, Present</p>', '<p>Problem, Result, Effect, Plan</p>', '<p>Preview, Read, Explain, Pause</p>'],
    correct: 0,
  },
  {
    question: '<p>Ketika audiens mengajukan pertanyaan yang tidak kamu ketahui jawabannya, sikap terbaik adalah…</p>',
    answers: ['<p>Mengarang jawaban agar terlihat pintar</p>', '<p>Mengabaikan pertanyaan tersebut</p>', '<p>Mengakui dengan jujur dan berjanji menindaklanjuti</p>', '<p>Mengakhiri presentasi</p>'],
    correct: 2,
  },
  {
    question: '<p>Gestur tangan yang terbuka dan setinggi perut umumnya memberi kesan…</p>',
    answers: ['<p>Defensif</p>', '<p>Terbuka dan percaya diri</p>', '<p>Terburu-buru</p>', '<p>Bosan</p>'],
    correct: 1,
  },
  {
    question: '<p>Cara paling efektif untuk menutup presentasi adalah…</p>',
    answers: ['<p>"Sekian dari saya, maaf kalau ada salah"</p>', '<p>Menayangkan slide kosong</p>', '<p>Ringkasan pesan utama dan ajakan bertindak yang jelas</p>', '<p>Langsung meninggalkan panggung</p>'],
    correct: 2,
  },
  {
    question: '<p>Latihan presentasi yang paling membantu adalah…</p>',
    answers: ['<p>Membaca naskah dalam hati sekali</p>', '<p>Merekam diri sendiri lalu mengevaluasi rekamannya</p>', '<p>Menghafal slide kata demi kata</p>', '<p>Tidak berlatih agar terdengar spontan</p>'],
    correct: 1,
  },
];

/** Record-webinar course the demo learner is enrolled in (every item type; decision 021). */
export const publicSpeaking: CourseSeed = {
  slug: SLUG,
  kind: 'record_webinar',
  title: 'Rekaman Webinar: Public Speaking Percaya Diri di Depan Umum',
  description:
    '<p>Rekaman rangkaian webinar tiga sesi tentang berbicara di depan umum. Mulai dari mengelola rasa gugup, menguasai bahasa tubuh dan vokal, sampai menyusun pesan yang runtut dengan struktur PREP.</p><p>Cocok untuk mahasiswa tingkat akhir, karyawan yang sering presentasi, dan pelaku usaha yang ingin lebih meyakinkan saat menawarkan produk.</p>',
  durationHours: 6,
  groupWhatsapp: whatsappGroup('PublicSpeakingKelasBatch12'),
  thumbnail: { from: '#db2777', to: '#f97316', icon: 'mic' },
  mentors: ['ayu-kartika', 'budi-santoso'],
  tools: ['zoom', 'google-slides', 'powerpoint'],
  packages: [
    {
      name: 'Akses Rekaman',
      benefits: ['Rekaman 3 sesi webinar', 'Slide materi', 'Sertifikat penyelesaian'],
      prices: [{ price: 149_000, discount: 0 }],
    },
    {
      name: 'Rekaman + Klinik',
      benefits: ['Semua benefit Akses Rekaman', 'Webinar live klinik presentasi', 'Feedback video presentasi dari mentor'],
      prices: [{ price: 349_000, discount: 30 }],
    },
    {
      name: 'Intensif Privat',
      benefits: ['Semua benefit Rekaman + Klinik', '2 sesi coaching privat 60 menit', 'Rekaman latihan dinilai langsung oleh coach'],
      prices: [{ price: 900_000, discount: 35 }],
    },
  ],
  enrolDemoLearner: true,
  chapters: [
    {
      title: 'Pembukaan',
      items: [
        welcomeItem(),
        { type: 'quiz', title: 'Pre Test', questions: preTest, completionRule: 'attempted' },
        {
          type: 'reading',
          title: 'Modul: Anatomi Presentasi yang Memikat',
          pdf: {
            name: 'anatomi-presentasi',
            title: 'Anatomi Presentasi yang Memikat',
            sections: [
              {
                heading: 'Tiga bagian presentasi',
                paragraphs: [
                  'Setiap presentasi yang baik memiliki pembukaan yang menarik perhatian, isi yang runtut, dan penutup yang meninggalkan kesan. Audiens biasanya memutuskan akan mendengarkan atau tidak dalam 30 detik pertama.',
                ],
                bullets: [
                  'Pembukaan: cerita singkat, pertanyaan, atau fakta mengejutkan.',
                  'Isi: maksimal tiga poin utama, masing-masing dengan contoh.',
                  'Penutup: ringkasan dan ajakan bertindak.',
                ],
              },
              {
                heading: 'Mengenal audiens',
                paragraphs: [
                  'Sebelum menyusun materi, jawab tiga pertanyaan: siapa audiensnya, apa yang sudah mereka ketahui, dan apa yang ingin mereka lakukan setelah presentasi. Presentasi yang sama bisa berhasil di depan mahasiswa namun gagal di depan direksi.',
                ],
              },
              {
                heading: 'Menyiapkan catatan pembicara',
                paragraphs: [
                  'Jangan menulis naskah lengkap. Tuliskan kata kunci untuk setiap slide dan kalimat pembuka setiap bagian. Catatan singkat membuatmu tetap terarah tanpa terdengar seperti membaca.',
                ],
              },
            ],
          },
        },
      ],
    },
    {
      title: 'Mengelola Rasa Gugup dan Bahasa Tubuh',
      items: [
        { type: 'video', title: 'Rekaman Sesi 1: Mengelola Rasa Gugup', url: 'https://www.youtube.com/watch?v=Ks-_Mh1QhMc' },
        { type: 'video', title: 'Rekaman Sesi 2: Bahasa Tubuh dan Vokal', url: 'https://vimeo.com/76979871' },
        {
          type: 'reading',
          title: 'Lembar Latihan Vokal Harian',
          pdf: {
            name: 'lembar-latihan-vokal',
            title: 'Lembar Latihan Vokal Harian',
            sections: [
              {
                heading: 'Pemanasan 5 menit',
                paragraphs: ['Lakukan pemanasan ini setiap pagi atau sebelum presentasi penting.'],
                bullets: [
                  'Napas perut: tarik 4 hitungan, tahan 4 hitungan, hembuskan 6 hitungan, ulangi 5 kali.',
                  'Dengungkan huruf "m" dari nada rendah ke tinggi selama 30 detik.',
                  'Ucapkan "pa-ta-ka" dengan cepat dan jelas sebanyak 20 kali.',
                ],
              },
              {
                heading: 'Latihan intonasi',
                paragraphs: [
                  'Bacakan kalimat "Hasil kuartal ini melampaui target" dengan tiga emosi berbeda: datar, antusias, dan serius. Rekam suaramu dan dengarkan perbedaannya. Intonasi yang bervariasi membuat audiens tetap terjaga.',
                ],
              },
              {
                heading: 'Jurnal latihan',
                paragraphs: [
                  'Catat setiap hari durasi latihan, bagian yang terasa sulit, dan satu hal yang membaik. Setelah dua minggu, bandingkan rekaman hari pertama dengan rekaman terakhir.',
                ],
              },
            ],
          },
        },
        {
          type: 'topic',
          title: 'Webinar Live: Klinik Presentasi',
          webinarLink: 'https://zoom.us/j/89876543210?pwd=kliniksebelumtampil',
          startsAt: '2026-12-12T06:00:00.000Z',
          endsAt: '2026-12-12T08:00:00.000Z',
        },
      ],
    },
    {
      title: 'Menyusun dan Membawakan Presentasi',
      items: [
        { type: 'video', title: 'Rekaman Sesi 3: Struktur Pesan dengan PREP', url: 'https://www.youtube.com/watch?v=eIho2S0ZahI' },
        {
          type: 'practice',
          title: 'Tugas Praktik Mandiri: Presentasi 3 Menit',
          duration: 60,
          instruction:
            '<p>Pilih satu topik dari pekerjaan atau usahamu, lalu siapkan presentasi berdurasi tiga menit dengan struktur PREP.</p><ol><li>Isi lembar perencanaan pada <strong>Aset TPM</strong>.</li><li>Rekam presentasimu dengan ponsel, lalu unggah videonya ke Google Drive atau YouTube (tidak publik).</li><li>Tulis tautan video dan hasil evaluasi dirimu pada lembar perencanaan.</li><li>Simpan lembar tersebut sebagai PDF dan unggah di sini.</li></ol>',
          objective:
            '<p>Peserta mampu menyusun pesan dengan struktur PREP dan membawakannya dengan kontak mata, gestur, dan vokal yang mendukung.</p>',
          asset: {
            n: 1,
            title: 'Aset TPM 1: Lembar Perencanaan Presentasi',
            sections: [
              {
                heading: 'Identitas presentasi',
                paragraphs: ['Tuliskan judul presentasi, audiens yang dituju, dan satu kalimat pesan utama yang ingin mereka ingat.'],
              },
              {
                heading: 'Struktur PREP',
                paragraphs: ['Isi setiap bagian dengan satu sampai dua kalimat.'],
                bullets: [
                  'Point: pendapat atau pesan utamamu.',
                  'Reason: alasan yang mendukung.',
                  'Example: contoh, data, atau cerita nyata.',
                  'Point: ulangi pesan utama dengan ajakan bertindak.',
                ],
              },
              {
                heading: 'Evaluasi diri',
                paragraphs: ['Setelah menonton rekamanmu, beri nilai 1 sampai 5 untuk aspek berikut dan tuliskan satu perbaikan.'],
                bullets: ['Pembukaan menarik perhatian.', 'Kontak mata dan gestur.', 'Kejelasan dan variasi suara.', 'Ketepatan waktu tiga menit.'],
              },
            ],
          },
        },
        journalItem('public speaking'),
        { type: 'quiz', title: 'Post Test', questions: postTest },
        surveyItem(SLUG),
      ],
    },
  ],
};
