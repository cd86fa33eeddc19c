/**
 * Texts of the operations console's frame (decision 219), Indonesian, unchanged: the
 * admin layout, its navigation, the 403 state and the start page. English twin: `../en/console.ts`.
 */
const consoleTexts = {
  title: 'Konsol Admin',
  nav: {
    overview: 'Ringkasan',
    orders: 'Pesanan',
    promos: 'Kode Promo',
    reviews: 'Ulasan',
    discussions: 'Diskusi',
    reports: 'Laporan',
    learners: 'Peserta',
    staff: 'Staf',
    vouchers: 'Voucher Program',
    audit: 'Log Audit',
    jobs: 'Antrean Tugas',
    prakerja: 'Prakerja',
    settings: 'Pengaturan',
  },
  navLabel: 'Navigasi konsol',
  overview: {
    loading: 'Memuat ringkasan',
    loadFailed: 'Ringkasan gagal dimuat.',
    figures: 'Keadaan akademi',
    today: 'Pendapatan bersih hari ini',
    week: 'Pendapatan bersih minggu ini',
    moneyDetail: 'Dibayar {{paid}} · refund {{refunded}}',
    enrolments: 'Pendaftaran kelas hari ini',
    enrolmentsWeek: '{{count}} minggu ini (satu peserta dapat mendaftar beberapa kelas)',
    grading: 'Tugas menunggu dinilai',
    oldest: 'Terlama sejak {{when}}',
    noneWaiting: 'Tidak ada yang menunggu',
    failedEmails: 'Email belum terkirim',
    failedJobs: 'Tugas latar gagal',
    failedReports: 'Laporan Prakerja gagal',
    asOf: 'Per {{when}}; minggu dimulai Senin {{week}}.',
  },
  menu: 'Menu konsol',
  forbiddenTitle: 'Akses ditolak',
  forbidden: 'Konsol Admin hanya untuk admin.',
  back: 'Kembali ke Programmu',
  intro: 'Kelola pesanan, refund, promo, peserta, staf, dan laporan.',
} as const;

export default consoleTexts;
