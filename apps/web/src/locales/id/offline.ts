/**
 * Texts of the offline feature (the installable app, saved readings, queued completions), Indonesian.
 * English twin: `../en/offline.ts`. Plural keys (`_one`/`_other`) exist in both languages so the
 * catalogues keep the same keys; Indonesian uses `_other` only.
 */
const offline = {
  save: 'Simpan offline',
  saving: 'Menyimpan…',
  remove: 'Hapus dari offline',
  saved: 'Tersedia offline',
  savedToast: 'Materi disimpan. Kamu bisa membukanya tanpa internet.',
  removedToast: 'Materi dihapus dari perangkat ini.',
  saveFailed: 'Gagal menyimpan materi untuk offline. Periksa koneksi dan ruang penyimpanan perangkatmu.',
  saveHint: 'Simpan materi ini agar bisa dibaca tanpa internet.',
  saveNeedsNetwork: 'Sambungkan ke internet untuk menyimpan materi ini.',
  savedHint: 'Tersimpan di perangkat ini, bisa dibuka tanpa internet.',
  savedCount_one: '{{count}} materi tersedia offline',
  savedCount_other: '{{count}} materi tersedia offline',
  banner: 'Kamu sedang offline. Materi yang disimpan tetap bisa dibuka.',
  queuedBanner_one: '{{count}} materi selesai akan dikirim saat kembali online.',
  queuedBanner_other: '{{count}} materi selesai akan dikirim saat kembali online.',
  syncedToast_one: '{{count}} materi selesai yang tertunda sudah dikirim.',
  syncedToast_other: '{{count}} materi selesai yang tertunda sudah dikirim.',
  offlineTitle: 'Kamu sedang offline',
  offlineText: 'Halaman ini butuh koneksi internet. Materi yang kamu simpan tetap bisa dibuka dari Programmu.',
  offlineRetry: 'Coba Lagi',
  openProgrammu: 'Buka Programmu',
  savedListTitle: 'Tersedia offline',
  savedListEmpty: 'Belum ada materi yang disimpan untuk offline. Buka materi bacaan saat online, lalu pilih ‘Simpan offline’.',
  openSaved: 'Buka',
  openSavedLabel: 'Buka: {{name}}',
  updateTitle: 'Versi baru tersedia',
  updateText: 'Muat ulang untuk memakai versi terbaru Kelas.',
  updateReload: 'Muat ulang',
  updateLater: 'Nanti',
} as const;

export default offline;
