import { ASSIGNMENT_LIMIT_TEXT } from '@kelas/contracts/assignments';

/**
 * Texts of the practice assignment (spec 2.24, 4 "Assignment status"),
 * Indonesian: the spec's texts to the letter. English twin: `../en/assignments.ts`.
 */
const assignments = {
  /** Spec 4: badge and sentence per status key of `assignmentStatus`. */
  status: {
    not_submitted: { badge: 'Belum Mengirim Tugas', sentence: 'Ayo segera kerjakan tugas berikut ini' },
    grading: { badge: 'Sedang Dinilai', sentence: 'Tugas kamu sedang dinilai oleh mentor' },
    done: { badge: 'Selesai', sentence: 'Jawabanmu telah tersimpan' },
  },
  overview: { open: 'Lihat Detail Tugas' },
  detail: {
    back: 'Kembali ke ringkasan tugas',
    duration: 'Durasi pengerjaan tugas = {{minutes}} Menit',
    instructions: 'Instruksi',
    objective: 'Tujuan Tugas',
    asset: 'File Asset Tugas',
    assetName: 'Aset TPM',
    downloadPdf: '(unduh PDF)',
    noAsset: 'Belum ada file aset.',
    upload: 'Upload Tugas',
  },
  note: { score: 'Nilai:', feedback: 'Catatan:' },
  upload: {
    file: 'File Tugas',
    browse: 'Telusuri File',
    replaceHint: 'Pilih file baru untuk mengganti tugas sebelum dinilai.',
    none: 'Belum ada file dipilih',
    size: 'Ukuran file:',
    /** Under the file picker (spec 2.24): the contract's text. */
    limit: ASSIGNMENT_LIMIT_TEXT,
    graded: 'Tugas sudah dinilai mentor, file tidak dapat diganti.',
    send: 'Upload File Tugas',
    uploadedToast: 'Tugas berhasil diunggah.',
    sentTitle: 'Tugas terkirim',
    sentText: 'File {{file}} diterima pada {{time}}.',
    sentWaiting: 'Mentor akan menilainya. Statusnya sekarang: Sedang Dinilai.',
    next: 'Lanjut ke Materi Berikutnya',
    offline: 'File tidak bisa diunggah saat offline. Sambungkan perangkatmu ke internet, lalu coba lagi.',
    /** A grade below the pass mark of a `graded` assignment (decision 240). */
    belowPassMark: 'Nilai {{score}} belum mencapai nilai lulus {{passMark}}. Perbaiki tugasmu, lalu unggah lagi.',
    /** Staff previewing (decision 244). */
    preview: 'Pratinjau: tugas tidak dapat diunggah.',
  },
} as const;

export default assignments;
