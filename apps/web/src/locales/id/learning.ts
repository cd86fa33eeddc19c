import { PLAYER_LOADING_TEXT } from '@kelas/contracts/player';
/**
 * Texts of the learning player (spec 2.21/2.22, issue 18 item 1), Indonesian: the spec's texts to
 * the letter. English twin: `../en/learning.ts`. Plural keys (`_one`/`_other`) exist in both
 * languages so the catalogues keep the same keys; Indonesian uses `_other` only.
 */
const learning = {
  player: {
    ...PLAYER_LOADING_TEXT,
    loadingMaterial: 'Memuat materi',
    courseFailed: 'Gagal memuat kelas. Silakan coba lagi.',
    materialFailed: 'Gagal memuat materi.',
    courseOffline: 'Kelas ini belum tersedia offline. Sambungkan ke internet untuk membukanya.',
    materialOffline: 'Materi ini belum disimpan untuk offline. Sambungkan ke internet untuk membukanya.',
    quizOffline: 'Quiz tidak bisa dimulai saat offline. Sambungkan perangkatmu ke internet, lalu coba lagi.',
    backToProgrammu: 'Kembali ke Programmu',
    retry: 'Coba Lagi',
    activityList: 'Daftar Aktivitas',
    close: 'Tutup',
    noMaterials: 'Belum ada materi di kelas ini.',
    chooseMaterial: 'Pilih materi',
    materialN: 'Materi {{n}}',
  },
  bottomBar: {
    label: 'Navigasi materi',
    back: 'Kembali',
    previous: 'Sebelumnya',
    next: 'Selanjutnya',
    finish: 'Selesai',
  },
  certificate: {
    label: 'Sertifikat',
    title: 'Selamat! Kamu telah menyelesaikan kelas ini.',
    text: 'Sertifikatmu sudah terbit.',
    download: 'Unduh Sertifikat',
    view: 'Lihat Sertifikat',
  },
  content: {
    title: 'Konten Kelas',
    chapters_one: '{{count}} Bab',
    chapters_other: '{{count}} Bab',
    chapterDone: 'Bab selesai',
    done: 'Selesai',
    notDone: 'Belum selesai',
    locked: 'Terkunci',
  },
  /** 'Syarat selesai': what completes the active material (decision 240). */
  rules: {
    heading: 'Syarat selesai',
    met: 'Sudah terpenuhi',
    notMet: 'Belum terpenuhi',
    own_action: "Tekan 'Selanjutnya' setelah mempelajari materi ini.",
    attended: "Ikuti webinar sesuai jadwal, lalu tekan 'Selanjutnya'.",
    passed: 'Lulus quiz dengan nilai minimal {{score}}.',
    attempted: 'Selesaikan quiz satu kali, berapa pun nilainya.',
    graded: 'Tugas dinilai mentor dengan nilai minimal {{score}}.',
    submitted: 'Unggah file tugas.',
    answered: 'Jawab semua pertanyaan jurnal.',
    watched: 'Tonton video sampai selesai, tanpa dilompati dan dengan kecepatan normal.',
  },
  /** Staff opening a course they are not enrolled in (decision 244). */
  preview: {
    badge: 'Pratinjau',
    text: 'Kamu melihat kelas ini sebagai staf. Progres, jawaban dan tugas tidak disimpan dan tidak dihitung di mana pun.',
  },
  /** A sequential course's item before the ones ahead of it are complete (decision 241). */
  locked: {
    title: 'Materi terkunci',
    text: 'Kelas ini diikuti berurutan. Selesaikan ‘{{title}}’ terlebih dahulu.',
    open: 'Buka ‘{{title}}’',
  },
  /** Label of each item type under the item's title in the sidebar (spec 2.21). */
  itemTypes: {
    quiz: 'Quiz',
    reading: 'Bacaan',
    topic: 'Webinar',
    webinar: 'Webinar',
    text: 'Teks',
    video: 'Video',
    practice: 'Tugas Praktik',
    task: 'Tugas',
    essay: 'Jurnal Refleksi',
    embed: 'Survei',
  },
  pagination: {
    previous: 'Halaman sebelumnya',
    next: 'Halaman berikutnya',
    page: 'Halaman {{n}}',
  },
  header: {
    back: 'Kembali ke Programmu',
    home: 'Beranda',
    progress: 'Progress Kelas',
  },
  reading: {
    kicker: 'Materi Bacaan',
    loading: 'Memuat dokumen',
    view: 'Lihat Dokumen',
    missing: 'Dokumen belum tersedia.',
    failed: 'Dokumen tidak dapat ditampilkan di sini. Gunakan ‘Lihat Dokumen’ untuk membukanya.',
    pages: 'Halaman dokumen',
    pageLabel: '{{title}}, halaman {{page}}',
  },
  text: {
    kicker: 'Teks',
    title: 'Selamat Datang!',
    welcome: 'Selamat datang di {{brand}}! Kami senang kamu bergabung di kelas ini.',
    finishAll: 'Selesaikan semua aktivitas di kelas ini untuk mendapatkan sertifikat.',
    help: 'Jika mengalami kendala, hubungi customer service kami melalui <contact>{{app}} {{phone}}</contact>.',
  },
  topic: {
    kicker: 'Webinar Material',
    schedule: 'Jadwal:',
    hint: 'Ikuti webinar sesuai jadwal. Tautan dibuka di tab baru.',
    open: 'Buka Tautan Webinar',
  },
  video: {
    kicker: 'Video',
    missing: 'Video belum tersedia.',
    unsupported: 'Browser kamu tidak dapat memutar video ini.',
    guarded: 'Kelas berurutan: video ini tidak dapat dilompati atau dipercepat.',
    watched: 'Ditonton {{watched}} dari {{total}}',
    done: 'Video selesai ditonton.',
    play: 'Putar',
    pause: 'Jeda',
    saveFailed: 'Gagal mencatat video selesai ditonton. {{message}}',
  },
  embed: {
    kicker: 'Survei Kepuasan',
    instructions: 'Instruksi',
    defaultInstruction:
      'Bantu kami meningkatkan kualitas kelas dengan mengisi survei kepuasan berikut. Jawab setiap pertanyaan sesuai pengalamanmu.',
    start: 'Lanjut ke Pertanyaan',
  },
  essay: {
    kicker: 'Jurnal Refleksi',
    instructions: 'Instruksi',
    intro: 'Tuliskan refleksi kamu atas materi yang sudah dipelajari. Jawaban hanya dapat disimpan satu kali dan tidak dapat diubah setelahnya.',
    questionCount: 'Jumlah Soal',
    attempts: 'Kesempatan Mengerjakan',
    attemptsValue_one: '{{count}} Kali Kesempatan',
    attemptsValue_other: '{{count}} Kali Kesempatan',
    weight: 'Bobot Nilai',
    saved: 'Jawaban kamu sudah disimpan.',
    start: 'Lanjut ke Pertanyaan',
    question: 'Pertanyaan {{n}}.',
    savedLocked: 'Jawaban kamu sudah disimpan dan tidak dapat diubah.',
    save: 'simpan jawaban',
    savedToast: 'Jawaban berhasil disimpan.',
    saveFailed: 'Gagal menyimpan jawaban.',
  },
} as const;

export default learning;
