/**
 * Texts of the mentor grading console, Indonesian. English twin:
 * `../en/mentor.ts`.
 */
const mentor = {
  area: { label: 'Area mentor', grading: 'Penilaian', questions: 'Pertanyaan', sessions: 'Kehadiran', announcements: 'Pengumuman' },
  console: {
    title: 'Konsol Mentor',
    intro: 'Nilai tugas praktik peserta di kelas yang kamu ajar.',
    tabsLabel: 'Status tugas',
    tabs: { waiting: 'Menunggu Penilaian', graded: 'Sudah Dinilai' },
    empty: {
      waiting: 'Tidak ada tugas yang menunggu penilaian. Kerja bagus!',
      graded: 'Belum ada tugas yang dinilai.',
    },
    waitingCount: '{{n}} menunggu',
    course: 'Kelas',
    allCourses: 'Semua kelas',
    courseOption: '{{title}} ({{n}} menunggu)',
    listFailed: 'Daftar tugas gagal dimuat.',
    pagesLabel: 'Halaman daftar tugas',
    previous: 'Sebelumnya',
    next: 'Berikutnya',
    pageOf: 'Halaman {{page}} dari {{last}} · {{total}} tugas',
  },
  forbidden: {
    title: 'Akses ditolak',
    text: 'Konsol Mentor hanya untuk mentor dan admin. Jika kamu mentor, hubungi admin agar akunmu ditautkan ke kelas yang kamu ajar.',
    back: 'Kembali ke Programmu',
  },
  list: {
    grade: 'Nilai Tugas',
    regrade: 'Lihat & Ubah Nilai',
    actionLabel: '{{action}}: {{name}}, {{item}}',
    submitted: 'Dikirim <time>{{at}}</time> ({{ago}})',
    score: 'Nilai {{score}}',
    waiting: 'Menunggu',
  },
  dialog: {
    title: 'Tugas {{name}}',
    openInTab: 'Buka di tab baru',
    pdfRegion: 'PDF tugas: {{file}}',
    loadingPdf: 'Memuat PDF',
    pdfFailed: 'PDF tidak dapat ditampilkan di sini. Gunakan ‘Buka di tab baru’.',
    pageLabel: '{{title}}, halaman {{page}} dari {{pages}}',
    learner: 'Peserta',
    course: 'Kelas',
    item: 'Tugas',
    submitted: 'Dikirim',
    status: 'Status',
    graded: 'Dinilai {{score}}',
    gradedBy: 'Dinilai {{score}} oleh {{name}}',
    waiting: 'Menunggu penilaian',
    instructions: 'Instruksi tugas ({{minutes}} menit)',
    objective: 'Tujuan Tugas',
  },
  form: {
    score: 'Nilai (0–100)',
    feedback: 'Catatan untuk peserta',
    feedbackPlaceholder: 'Tuliskan apa yang sudah baik dan apa yang perlu diperbaiki.',
    failed: 'Nilai gagal disimpan. Coba lagi.',
    save: 'Simpan Nilai',
    update: 'Perbarui Nilai',
    note: 'Peserta menerima email dan melihat nilai serta catatan ini di halaman tugasnya.',
  },
} as const;

export default mentor;
