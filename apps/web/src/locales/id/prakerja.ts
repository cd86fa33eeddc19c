/**
 * Texts of the Prakerja screens only the web shows (decision 219), Indonesian, unchanged:
 * the redeem page, the attendance gate of the player, the callback page and the console's
 * programme view. The API's messages are the contract's PRAKERJA_MESSAGES. English twin: `../en/prakerja.ts`.
 */
const prakerja = {
  session: 'Sesi {{n}}',
  postTest: 'Post-test',
  failed: 'Terjadi kesalahan. Silakan coba lagi.',
  redeem: {
    heading: 'Tukar Kode Redeem Prakerja',
    intro: 'Masukkan kode redeem yang kamu terima dari Prakerja setelah membeli pelatihan. Kami akan memeriksanya ke Prakerja, lalu kamu diarahkan ke halaman verifikasi kehadiran Prakerja.',
    label: 'Kode Redeem Prakerja',
    placeholder: 'Contoh: GHOPNYXUVMT0',
    submit: 'Tukarkan',
    submitting: 'Memeriksa ke Prakerja…',
    redirecting: 'Mengalihkan ke halaman verifikasi Prakerja…',
  },
  gate: {
    loading: 'Memuat status kehadiran',
    cannotOpen: 'Materi ini belum bisa dibuka. Silakan muat ulang halaman.',
    title: 'Verifikasi Kehadiran Prakerja',
    body: '{{session}} memerlukan verifikasi kehadiran di Prakerja sebelum materinya dibuka. Kamu akan diarahkan ke halaman Prakerja, lalu kembali ke sini.',
    verify: 'Verifikasi Sekarang',
  },
  callback: {
    title: 'Verifikasi Kehadiran Prakerja',
    invalid: 'Tautan verifikasi tidak valid.',
    checkFailed: 'Gagal memeriksa verifikasi. Silakan coba lagi.',
    checking: 'Memeriksa verifikasi kehadiran',
    checkingLong: 'Memeriksa verifikasi kehadiranmu di Prakerja…',
    sessionMessage: '{{session}}: {{message}}',
    again: 'Ulangi Verifikasi',
    retry: 'Coba Lagi',
    back: 'Kembali ke Programmu',
  },
  console: {
    title: 'Prakerja',
    intro: 'Peserta Kartu Prakerja: kode redeem, kehadiran yang terverifikasi, dan laporan tugas ke Prakerja.',
    search: 'Nama, email, atau kode redeem',
    searchButton: 'Cari',
    loadFailed: 'Gagal memuat data.',
    empty: 'Belum ada peserta Prakerja.',
    codeEnding: 'Kode redeem berakhiran {{end}}',
    enrolled: 'Terdaftar',
    awaiting: 'Menunggu verifikasi',
    attendances: 'Kehadiran terverifikasi',
    noAttendances: 'Belum ada.',
    reports: 'Laporan tugas',
    noReports: 'Belum ada laporan tugas.',
    scope: { tpm: 'Tugas Praktik Mandiri', uk: 'Unjuk Keterampilan' },
    reportHeading: '{{scope}} · urutan {{sequence}}',
    sentAt: 'Terkirim {{when}}',
    nextAt: 'Dicoba lagi {{when}}',
    programmeMessage: 'Pesan Prakerja:',
    attempts: '{{count}} kali percobaan',
    sent: 'Laporan terkirim.',
    resendFailed: 'Gagal mengirim ulang.',
    resend: 'Kirim ulang',
    resendWhich: 'laporan {{title}}',
  },
} as const;

export default prakerja;
