/**
 * Texts of the mentor console's 'Pengumuman' (decision 291). Indonesian; English twin:
 * `../en/announcements.ts`. Messages the API sends are the contract's ANNOUNCEMENT_TEXT.
 */
const announcements = {
  title: 'Pengumuman',
  intro: 'Kirim satu pesan ke semua peserta sebuah kelas: jadwal tambahan, perubahan materi, atau kabar penting.',
  course: 'Kelas',
  courseOption_one: '{{title}} ({{count}} peserta)',
  courseOption_other: '{{title}} ({{count}} peserta)',
  fields: {
    title: 'Judul',
    body: 'Isi pengumuman',
    bodyPlaceholder: 'Tulis pesan untuk semua peserta kelas ini…',
  },
  counter: '{{count}} / {{max}} karakter',
  channels: 'Peserta menerimanya di aplikasi (lonceng notifikasi) dan lewat e-mail atau saluran lain yang mereka aktifkan untuk "Belajar".',
  send: 'Kirim Pengumuman',
  noLearners: 'Belum ada peserta di kelas ini.',
  noCourses: 'Kamu belum menjadi mentor kelas mana pun.',
  confirm: {
    title: 'Kirim pengumuman?',
    body_one: 'Pengumuman ini akan dikirim ke {{count}} peserta kelas "{{course}}" dan tidak dapat ditarik kembali.',
    body_other: 'Pengumuman ini akan dikirim ke {{count}} peserta kelas "{{course}}" dan tidak dapat ditarik kembali.',
    cancel: 'Batal',
    send_one: 'Kirim ke {{count}} peserta',
    send_other: 'Kirim ke {{count}} peserta',
  },
  sent_one: 'Pengumuman sedang dikirim ke {{count}} peserta.',
  sent_other: 'Pengumuman sedang dikirim ke {{count}} peserta.',
  failed: 'Pengumuman gagal dikirim. Coba lagi.',
  loadFailed: 'Data gagal dimuat.',
  history: 'Pengumuman terkirim',
  empty: 'Belum ada pengumuman untuk kelas ini.',
  sending: 'Sedang dikirim…',
  reached_one: 'Terkirim ke {{count}} peserta',
  reached_other: 'Terkirim ke {{count}} peserta',
  byline: 'Oleh {{by}} · {{at}}',
  someone: 'akun yang dihapus',
};

export default announcements;
