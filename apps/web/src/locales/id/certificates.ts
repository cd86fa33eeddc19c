/**
 * Texts of the public certificate page /certificate/{code}, Indonesian
 * (decision 210). English twin: `../en/certificates.ts`. Server messages: `certificateMessages`.
 */
const certificates = {
  loadFailed: 'Gagal memuat sertifikat.',
  checkCode: 'Periksa kembali kode verifikasi pada sertifikat.',
  reloadLater: 'Silakan muat ulang atau coba kembali nanti.',
  retry: 'Coba Lagi',
  eyebrow: 'Verifikasi Sertifikat',
  valid: 'Sertifikat Valid',
  validText: 'Sertifikat ini asli dan diterbitkan oleh kami.',
  replaced: 'Sertifikat Telah Diganti',
  replacedText: 'Sertifikat ini telah diganti.',
  replacedOn: 'Sertifikat ini telah diganti pada {{date}}.',
  replacedBy: 'Sertifikat ini telah diganti dengan sertifikat <link>{{code}}</link>.',
  replacedOnBy: 'Sertifikat ini telah diganti pada {{date}} dengan sertifikat <link>{{code}}</link>.',
  /** Revoked (decision 242): when, and the cause (never the admin's own words). */
  revoked: 'Sertifikat Dicabut',
  revokedText: 'Sertifikat ini telah dicabut pada {{date}} dan tidak berlaku lagi.',
  revokedReasons: {
    refund: 'Pembayaran kelas ini telah dikembalikan.',
    erasure: 'Data pemilik sertifikat telah dihapus atas permintaannya.',
    admin: 'Sertifikat dicabut oleh pengelola.',
  },
  nameHidden: 'Tidak ditampilkan',
  name: 'Nama',
  course: 'Kelas',
  issuedAt: 'Tanggal Terbit',
  code: 'Kode Verifikasi',
  download: 'Unduh Sertifikat',
  reissueTitle: 'Nama di sertifikat berbeda dengan nama profil kamu.',
  reissueText: 'Terbitkan ulang untuk mencetak nama profil saat ini. Kode lama akan tercatat sebagai sertifikat yang sudah diganti.',
  reissue: 'Terbitkan Ulang Sertifikat',
  reissued: 'Sertifikat baru sudah terbit dengan nama profil terbaru.',
  reissueFailed: 'Gagal menerbitkan ulang sertifikat.',
} as const;

export default certificates;
