/**
 * Texts of the console's reports page only the web shows (decision 219), Indonesian,
 * unchanged: column labels, the chart's legend and axis units, the range and CSV controls. Report
 * titles are the contract's REPORT_TITLES; the CSV's headers stay as the API sends them.
 * English twin: `../en/reports.ts`.
 */
const reports = {
  columns: {
    revenue: { day: 'Tanggal', method: 'Metode', orders: 'Pesanan', gross: 'Bruto', refunds: 'Refund', net: 'Neto', ppn: 'PPN' },
    funnel: { day: 'Tanggal', created: 'Dibuat', paid: 'Dibayar', expired: 'Kedaluwarsa', refunded: 'Direfund' },
    enrolments: { course_title: 'Kelas', source: 'Sumber', enrolments: 'Pendaftaran' },
    completion: { course_title: 'Kelas', chapter_title: 'Bab', learners: 'Peserta', completed: 'Selesai', percent: 'Persen' },
    questions: { course_title: 'Kelas', question: 'Soal', answers: 'Jawaban', percent_correct: 'Benar' },
    grading: { course_title: 'Kelas', graded: 'Dinilai', avg_seconds: 'Rata-rata', median_seconds: 'Median', p90_seconds: 'P90' },
  },
  /** Codes the API sends in the method and source columns ('gratis': an order without payment). */
  methods: { bank_transfer: 'Bank Transfer', ewallet: 'E-Wallet', retail: 'Gerai Retail', card: 'Kartu', qris: 'QRIS', gratis: 'Gratis' },
  sources: { order: 'Pembelian', voucher: 'Voucher', sso: 'SSO', admin: 'Admin', free: 'Gratis', prakerja: 'Prakerja' },
  units: { days: '{{n}} hari', hours: '{{n}} jam', minutes: '{{n}} menit', millions: '{{n}} jt', thousands: '{{n}} rb' },
  empty: 'Tidak ada data pada rentang ini.',
  loading: 'Memuat laporan',
  loadFailed: 'Laporan gagal dimuat.',
  range: '{{from}} s.d. {{to}} (WIB)',
  csvFailed: 'Gagal mengunduh CSV.',
  title: 'Laporan',
  intro: 'Penjualan, corong pesanan, pendaftaran, dan hasil belajar. Tanpa tanggal: 30 hari terakhir.',
  kinds: 'Jenis laporan',
  from: 'Dari tanggal',
  to: 'Sampai tanggal',
  apply: 'Terapkan',
  csv: 'Unduh CSV',
  chart: {
    label: 'Grafik pendapatan per hari: pembayaran dan refund',
    payments: 'Pembayaran',
    refunds: 'Refund',
    caption: 'Pembayaran dan refund per hari, dalam rupiah.',
    generic: 'Grafik laporan {{report}}',
  },
  total: 'Total',
} as const;

export default reports;
