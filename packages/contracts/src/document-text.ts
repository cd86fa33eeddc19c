/**
 * Texts of the PDF documents (decision 212), namespace `documentText`: the
 * receipt of a paid order, the credit note of a refund and the certificate. Indonesian values are
 * the texts the documents have always printed, to the letter; the API renders them in the
 * learner's language (the account's `locale`, else Indonesian). `{{…}}`: values filled in.
 */
export const DOCUMENT_TEXT = {
  receipt: {
    title: 'Kuitansi {{invoice}}',
    heading: 'KUITANSI PEMBAYARAN',
    paid: 'LUNAS',
    invoiceNumber: 'No. Invoice',
    paidAt: 'Tanggal Pembayaran',
    buyer: 'Pengirim',
    method: 'Metode Transaksi',
    free: 'Gratis',
    lines: 'Tujuan Transaksi',
    subtotal: 'Subtotal Item ({{count}})',
    promo: 'Kode Promo {{code}}',
    tax: 'Pajak PPN ({{percent}}%)',
    fee: 'Biaya Transaksi',
    total: 'Total',
    footer: 'Kuitansi ini sah tanpa tanda tangan. Pertanyaan: {{email}}',
    taxNone: 'Pajak PPN',
    taxNoneValue: 'Tidak dikenakan',
    exemptNote: 'Tidak dikenakan PPN: {{note}}',
  },
  creditNote: {
    title: 'Nota Kredit {{number}}',
    heading: 'NOTA KREDIT',
    full: 'REFUND PENUH',
    partial: 'REFUND SEBAGIAN',
    number: 'No. Nota Kredit',
    invoice: 'Atas Invoice',
    settledAt: 'Tanggal Refund',
    recipient: 'Penerima',
    lines: 'Pesanan',
    orderTotal: 'Total Pesanan',
    taxBase: 'Dasar Pengenaan Pajak',
    tax: 'PPN ({{percent}}%) dikembalikan',
    amount: 'Jumlah Dikembalikan',
    footer: 'Nota kredit ini mengoreksi invoice {{invoice}}. Pertanyaan: {{email}}',
    taxNone: 'PPN dikembalikan',
  },
  certificate: {
    title: 'Sertifikat {{course}} - {{name}}',
    subject: 'Kode verifikasi {{code}}',
    heading: 'SERTIFIKAT',
    subheading: 'Certificate of Completion',
    awardedTo: 'Diberikan kepada',
    forCompleting: 'atas keberhasilan menyelesaikan kelas',
    issued: 'Diterbitkan {{date}}',
    code: 'Kode verifikasi',
    verifyAt: 'Periksa keaslian sertifikat di:',
  },
} as const;
