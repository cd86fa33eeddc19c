/**
 * Texts of the voucher screens only the web shows (decision 219), Indonesian, unchanged:
 * the redeem page's Prakerja link, the voucher-programme page's headings, and the console's voucher
 * batches. The redeem form's own texts are the contract's REDEEM_TEXT. English twin: `../en/vouchers.ts`.
 */
const vouchers = {
  redeem: {
    prakerjaQuestion: 'Peserta Kartu Prakerja dengan kode redeem dari Prakerja?',
    prakerjaLink: 'Tukar kode redeem Prakerja',
    chatMessage: 'Halo, saya butuh bantuan menukarkan kode voucher.',
    chatVia: 'lewat {{app}} (tab baru)',
  },
  programme: {
    courses: 'Kelas yang Bisa Kamu Ikuti',
    benefits: 'Keuntungan Belajar di {{brand}}',
    faq: 'Pertanyaan yang Sering Diajukan',
  },
  console: {
    title: 'Voucher Program',
    intro: 'Buat batch kode voucher, ekspor CSV, lihat penukaran, dan cabut kode yang belum terpakai.',
    failed: 'Terjadi kesalahan. Coba lagi.',
    min1: 'Minimal 1.',
    max100000: 'Maksimal 100000.',
    max100chars: 'Maksimal 100 karakter.',
    created: '{{count}} voucher dibuat.',
    createFailed: 'Batch gagal dibuat.',
    formTitle: 'Buat Batch Voucher',
    course: 'Kelas',
    chooseCourse: 'Pilih kelas…',
    count: 'Jumlah voucher',
    uses: 'Pemakaian per voucher',
    expires: 'Berlaku sampai (opsional)',
    label: 'Label (opsional)',
    labelPlaceholder: 'mis. Prakerja Gelombang 1',
    withRedemption: 'Dengan kode redeem',
    submit: 'Buat & Unduh CSV',
    redemptionsTitle: 'Penukaran: {{name}}',
    redemptionsFailed: 'Data penukaran gagal dimuat.',
    redemptionsNone: 'Belum ada voucher yang ditukarkan.',
    batchName: 'Batch #{{id}}',
    revokedCount: '{{count}} dicabut',
    vouchers: 'Voucher',
    redeemed: 'Ditukar',
    validUntil: 'Berlaku sampai',
    noExpiry: 'Tanpa batas',
    createdAt: 'Dibuat',
    exportCsv: 'Ekspor CSV',
    viewRedemptions: 'Lihat Penukaran',
    revokeConfirm: 'Cabut semua voucher yang belum terpakai di batch ini? Voucher yang sudah ditukar tetap berlaku.',
    revoke: 'Cabut yang Belum Terpakai',
    listTitle: 'Daftar Batch',
    listFailed: 'Daftar batch gagal dimuat.',
    listEmpty: 'Belum ada batch voucher.',
  },
} as const;

export default vouchers;
