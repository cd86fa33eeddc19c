/**
 * Texts of the e-mails the API sends (decision 212), namespace `mailText`: the
 * layout shared by every message and one group per message. Indonesian values are the texts the
 * e-mails have always carried, to the letter; `{{brand}}`, `{{name}}`, … are filled in by the
 * templates (apps/api/src/platform/mail-templates.ts, modules/refunds/refund-mail.ts) in the
 * recipient's language (the account's `locale`, else Indonesian).
 */
export const MAIL_TEXT = {
  layout: {
    greeting: 'Halo {{name}},',
    regards: 'Salam,',
    team: 'Tim {{brand}}',
    helpText: 'Butuh bantuan? Balas ke {{email}}',
    helpHtml: 'Butuh bantuan? Hubungi',
    buttonFallback: 'Jika tombol tidak berfungsi, salin tautan ini ke browser Anda:',
  },
  verification: {
    subject: 'Kode verifikasi akun {{brand}}: {{code}}',
    intro: 'Gunakan kode berikut untuk memverifikasi akun {{brand}} Anda:',
    validity: 'Kode ini berlaku selama {{minutes}} menit dan hanya dapat digunakan satu kali.',
    warning: 'Jangan berikan kode ini kepada siapa pun. Jika Anda tidak merasa mendaftar, abaikan email ini.',
  },
  passwordReset: {
    subject: 'Reset password akun {{brand}}',
    intro: 'Kami menerima permintaan untuk mengatur ulang password akun {{brand}} Anda. Klik tombol di bawah ini untuk membuat password baru.',
    button: 'Reset Password',
    validity: 'Tautan ini berlaku selama {{minutes}} menit dan hanya dapat digunakan satu kali. Setelah password diganti, semua sesi login Anda akan diakhiri.',
    ignore: 'Jika Anda tidak meminta reset password, abaikan email ini; password Anda tidak akan berubah.',
  },
  staffInvitation: {
    subject: 'Undangan sebagai {{role}} di {{brand}}',
    invited: 'Anda diundang bergabung sebagai {{role}} di {{brand}}. Klik tombol di bawah ini untuk membuat password akun Anda.',
    button: 'Buat Password',
    validity: 'Tautan ini berlaku selama {{hours}} jam dan hanya dapat digunakan satu kali.',
    ignore: 'Jika Anda tidak mengenal undangan ini, abaikan email ini atau hubungi {{email}}.',
    roleAdded: 'Akun {{brand}} Anda kini memiliki peran {{role}}. Masuk seperti biasa untuk memakainya.',
    login: 'Masuk',
    offered: 'Anda diundang memegang peran {{role}} di {{brand}} dengan akun Anda yang sudah ada. Peran ini aktif setelah Anda menerimanya.',
    accept: 'Terima Undangan',
  },
  assignmentGraded: {
    subject: 'Tugas kamu sudah dinilai: {{item}}',
    subjectRegraded: 'Nilai tugas diperbarui: {{item}}',
    graded: 'Mentor sudah menilai tugas "{{item}}" di kelas "{{course}}".',
    regraded: 'Mentor memperbarui penilaian tugas "{{item}}" di kelas "{{course}}".',
    score: 'Nilai: {{score}}',
    feedback: 'Catatan:',
    button: 'Lihat Tugas',
  },
  certificateIssued: {
    subject: 'Sertifikat kamu sudah terbit: {{course}}',
    issued: 'Selamat! Semua materi kelas "{{course}}" sudah kamu selesaikan, dan sertifikatmu sudah terbit.',
    code: 'Kode verifikasi: {{code}}',
    button: 'Lihat Sertifikat',
  },
  refundSucceeded: {
    subject: 'Refund {{amount}} untuk pesanan {{invoice}}',
    returned: 'Kami telah mengembalikan dana sebesar {{amount}} untuk pesanan {{invoice}}. Dana akan diterima melalui metode pembayaran yang kamu gunakan.',
    accessEnded: 'Karena seluruh pembayaran dikembalikan, akses ke kelas dari pesanan ini telah berakhir.',
    creditNote: 'Nota kredit {{number}} dapat diunduh dari Riwayat Pesanan.',
    button: 'Lihat Riwayat Pesanan',
  },
  receipt: {
    subject: 'Kuitansi pesanan {{invoice}}',
    thanks: 'Terima kasih atas pembayaranmu untuk pesanan {{invoice}}: {{titles}}.',
    total: 'Total dibayar: {{total}}.',
    download: 'Kuitansi PDF dapat diunduh kapan saja dari Riwayat Pesanan.',
    button: 'Unduh Kuitansi',
  },
  paymentPending: {
    subject: 'Selesaikan pembayaran pesanan {{invoice}}',
    intro: 'Pesanan {{invoice}} menunggu pembayaran sebesar {{amount}}.',
    va: 'Transfer ke nomor Virtual Account {{bank}} berikut:',
    retail: 'Tunjukkan kode pembayaran berikut di kasir {{store}}:',
    qris: 'Buka halaman pembayaran dan scan kode QRIS dengan aplikasi bank atau e-wallet apa pun.',
    ewallet: 'Selesaikan pembayaran di aplikasi {{wallet}}.',
    deadline: 'Bayar sebelum {{deadline}}; setelah itu pesanan dibatalkan otomatis.',
    button: 'Lihat Cara Bayar',
  },
  paymentReminder: {
    subject: 'Pengingat: pesanan {{invoice}} menunggu pembayaran',
    intro: 'Satu jam lagi batas waktu pembayaran pesanan {{invoice}} sebesar {{amount}}.',
  },
  questionAnswered: {
    subject: 'Pertanyaanmu dijawab: {{item}}',
    intro: '{{by}} menjawab pertanyaanmu di materi "{{item}}" kelas "{{course}}":',
    button: 'Lihat Jawaban',
  },
  answerAccepted: {
    subject: 'Jawaban diterima: {{item}}',
    intro: 'Sebuah jawaban untuk pertanyaan di materi "{{item}}" kelas "{{course}}" ditandai sebagai jawaban yang diterima:',
    button: 'Lihat Diskusi',
  },
  session: {
    button: 'Buka Kelas',
  },
  announcement: {
    subject: 'Pengumuman {{course}}: {{title}}',
    intro: '{{by}} mengirim pengumuman untuk peserta kelas "{{course}}":',
    button: 'Buka Kelas',
  },
  questionAsked: {
    subject: 'Pertanyaan baru di {{course}}: {{item}}',
    intro: '{{by}} bertanya di materi "{{item}}" kelas "{{course}}":',
    button: 'Jawab Pertanyaan',
  },
  mentorDigest: {
    subject: 'Ringkasan mentor: {{questions}} pertanyaan, {{submissions}} tugas menunggu',
    intro: 'Ini yang menunggu kamu di kelas yang kamu ajar:',
    questions: 'Pertanyaan belum dijawab: {{questions}}',
    submissions: 'Tugas belum dinilai: {{submissions}}',
    oldest: 'Yang paling lama menunggu sejak {{age}}.',
    button: 'Buka Area Mentor',
  },
  prakerjaVerification: {
    subject: 'Verifikasi Prakerja diperlukan: {{item}}',
    intro: 'Materi "{{item}}" kelas "{{course}}" termasuk sesi {{sequence}} program Prakerja. Sebelum membukanya, verifikasi kehadiranmu di Prakerja.',
    button: 'Verifikasi Sekarang',
  },
} as const;
