import { STUDIO_LIMITS } from './studio.ts';

/**
 * Messages the API writes itself, outside any feature's contract catalogue
 * (decision 211): the error handler's and the helpers' defaults, and texts a few services throw.
 * The values are the texts the API has always sent, to the letter; they stay where they are
 * thrown, and `translateMessage` (locales/translate-message.ts) finds them here to answer an
 * English request in English. Namespace `apiMessages`. `{{seconds}}`, `{{max}}`: values.
 */
export const API_MESSAGES = {
  notFound: 'Data tidak ditemukan.',
  forbidden: 'Anda tidak memiliki akses.',
  unauthorized: 'Sesi Anda telah berakhir. Silakan login kembali.',
  invalidData: 'Data yang dikirim tidak valid.',
  invalid: 'Tidak valid.',
  tooLarge: 'Ukuran data melebihi batas.',
  unsupportedType: 'Jenis konten tidak didukung.',
  badJson: 'Format JSON tidak valid.',
  tooManyLater: 'Terlalu banyak percobaan. Silakan coba lagi nanti.',
  tooManyWait: 'Terlalu banyak percobaan. Silakan coba lagi dalam {{seconds}} detik.',
  serverError: 'Terjadi kesalahan pada server. Silakan coba lagi nanti.',
  maxChars: 'Maksimal {{max}} karakter.',
  orderNotFound: 'Pesanan tidak ditemukan.',
  badNotification: 'Isi notifikasi tidak valid.',
  voucherCodeFailed: 'Gagal membuat kode voucher yang unik.',
  notCourseMentor: 'Anda bukan mentor kelas ini.',
  questionsMax: `Maksimal ${STUDIO_LIMITS.questionsMax} pertanyaan.`,
  imagePixels: 'Gambar terlalu besar: paling banyak {{max}} megapiksel.',
  quiz: {
    notFound: 'Quiz tidak ditemukan.',
    notEnrolled: 'Kamu belum terdaftar di kelas ini.',
    timeUp: 'Waktu kamu sudah habis!',
    questionNotInQuiz: 'Soal tidak ditemukan pada quiz ini.',
    answerNotOfQuestion: 'Jawaban tidak ditemukan pada soal ini.',
    logNotFound: 'Quiz log tidak ditemukan.',
    finished: 'Quiz sudah diselesaikan. Jawaban tidak dapat diubah.',
    noChancesLeft: 'Kesempatan mengerjakan quiz ini sudah habis.',
  },
  assignment: {
    fileForbidden: 'Anda tidak memiliki akses ke file ini.',
    linkExpired: 'Tautan file sudah kedaluwarsa. Muat ulang halaman.',
    notFound: 'Tugas tidak ditemukan.',
    fileNotFound: 'File tugas tidak ditemukan.',
    notUploaded: 'Tugas belum diunggah.',
    graded: 'Tugas sudah dinilai mentor dan tidak dapat diganti.',
    oneFile: 'Hanya satu file yang boleh diunggah.',
    tooManyFields: 'Terlalu banyak isian formulir.',
    badUpload: 'Data unggahan tidak valid.',
  },
} as const;
