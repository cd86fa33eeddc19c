/**
 * Texts of the quiz screens (spec 2.23, 8), Indonesian: the spec's texts to the
 * letter (some of the spec's quiz texts are English already). Quiz content written by authors is
 * not translated. English twin: `../en/quiz.ts`.
 */
const quiz = {
  invalid: 'Error loading quiz: data quiz tidak lengkap.',
  loadError: 'Error loading quiz: {{message}}',
  loading: 'Loading quiz questions...',
  offline: 'Quiz tidak bisa dimulai saat offline. Sambungkan perangkatmu ke internet, lalu coba lagi.',
  retry: 'Coba Lagi',
  back: 'Kembali',
  finishedToast: 'Quiz selesai. Nilai kamu sudah tersimpan.',
  endFailed: 'Gagal mengakhiri quiz: {{message}}',
  intro: {
    kicker: 'Quiz Material',
    text: 'Kerjakan soal-soal berikut untuk mengukur pemahaman kamu. Waktu mulai berjalan saat kamu menekan ‘Mulai Quiz’ dan tetap berjalan walaupun halaman ditutup. Setiap jawaban langsung tersimpan.',
    questions: 'Jumlah Soal',
    duration: 'Durasi',
    durationValue_one: '{{count}} Menit',
    durationValue_other: '{{count}} Menit',
    minScore: 'Nilai Minimal',
    attemptsLeft: 'Sisa Kesempatan',
    attemptsValue: '{{left}} dari {{total}}',
    inProgress: 'Kamu memiliki quiz yang sedang berjalan. Lanjutkan sebelum waktunya habis.',
    noAttempts: 'Kesempatan mengerjakan quiz ini sudah habis.',
    start: 'Mulai Quiz',
    resume: 'Lanjutkan Quiz',
    timeLeft: 'Sisa waktu {{time}}',
    timeOver: 'Waktunya sudah habis: buka untuk melihat hasilnya.',
  },
  expired: {
    title: 'Waktu kamu sudah habis!',
    text: 'Quiz telah berakhir karena waktu habis atau sudah diselesaikan sebelumnya.',
    finish: 'Akhiri Quiz',
  },
  questions: {
    empty: 'No quiz questions found for this quiz.',
    title: 'Soal Quiz',
    timeLeft: 'Sisa waktu',
    answered: '{{answered}} dari {{total}} soal sudah dijawab',
    warning:
      'Dilarang menyebarluaskan soal maupun kunci jawaban quiz ini dalam bentuk apa pun. Quiz ini dikerjakan oleh <strong>{{name}}</strong> (<email>{{email}}</email>).',
    number: 'Soal {{page}} dari {{total}}',
    notFound: 'Question not found.',
    completed: 'Quiz sudah diselesaikan. Jawaban tidak dapat diubah.',
    saving: 'Menyimpan jawaban…',
    allSaved: 'Semua jawaban tersimpan.',
    previous: 'Previous Question',
    next: 'Next Question',
    finish: 'Selesaikan Quiz',
    confirmTitle: 'Selesaikan quiz sekarang?',
    confirmText:
      'Kamu sudah menjawab {{answered}} dari {{total}} soal. Soal yang belum dijawab dihitung salah, dan jawaban tidak dapat diubah lagi.',
    backToQuestions: 'Kembali ke Soal',
    confirm: 'Ya, Selesaikan',
    saveFailed: 'Jawaban gagal disimpan: {{message}}',
    finishFailed: 'Gagal menyelesaikan quiz: {{message}}',
    checkConnection: 'Periksa koneksi internet kamu.',
    /** A multiple-answer question (decision 243). */
    chooseAll: 'Pilih semua jawaban yang benar.',
    keepOne: 'Pilih minimal satu jawaban. Centang jawaban lain sebelum menghapus yang ini.',
    /** Staff previewing (decision 244). */
    preview: 'Pratinjau: jawaban tidak disimpan dan tidak dinilai.',
  },
  pager: {
    label: 'Pilih soal',
    question: 'Soal {{n}}',
    questionAnswered: 'Soal {{n}}, sudah dijawab',
  },
  result: {
    title: 'Hasil Quiz',
    passed: 'Lulus',
    failed: 'Tidak Lulus',
    correct: 'Benar',
    wrong: 'Salah',
    score: 'Nilai',
    status: 'Status',
    passedTitle: 'Selamat! Kamu sudah menyelesaikan {{name}} kelas ini dengan baik',
    passedNote: 'Catatan: nilai kamu memenuhi nilai minimal {{target}}. Lanjutkan ke materi berikutnya dengan tombol ‘Selanjutnya’.',
    failedTitle: 'Mohon Maaf! Nilai kamu belum cukup untuk lulus dari tes.',
    failedNote: 'Pelajari kembali materi kelas ini, lalu ulangi tes untuk memperbaiki nilai kamu. Catatan: nilai minimal untuk lulus adalah {{target}}.',
    best: 'Nilai yang dihitung adalah nilai terbaik dari semua percobaan. Sisa kesempatan: {{left}} dari {{total}}.',
    retake: 'Ulangi Tes',
    noAttempts: 'Kesempatan mengerjakan tes sudah habis.',
  },
} as const;

export default quiz;
