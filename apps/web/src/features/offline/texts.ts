/**
 * Texts of the offline feature (issue 18 items 2 and 3), in one object so they can move into a
 * language catalogue later (issue 18 item 1). Indonesian, as the rest of the app.
 */
export const OFFLINE_TEXTS = {
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
  savedCount: (n: number) => `${n} materi tersedia offline`,
  banner: 'Kamu sedang offline. Materi yang disimpan tetap bisa dibuka.',
  queuedBanner: (n: number) => `${n} materi selesai akan dikirim saat kembali online.`,
  syncedToast: (n: number) => `${n} materi selesai yang tertunda sudah dikirim.`,
  offlineTitle: 'Kamu sedang offline',
  offlineText:
    'Halaman ini butuh koneksi internet. Materi yang kamu simpan tetap bisa dibuka dari Programmu.',
  offlineRetry: 'Coba Lagi',
  openProgrammu: 'Buka Programmu',
  savedListTitle: 'Tersedia offline',
  savedListEmpty:
    'Belum ada materi yang disimpan untuk offline. Buka materi bacaan saat online, lalu pilih ‘Simpan offline’.',
  openSaved: 'Buka',
  materialNotSaved: 'Materi ini belum disimpan untuk offline. Sambungkan ke internet untuk membukanya.',
  updateTitle: 'Versi baru tersedia',
  updateText: 'Muat ulang untuk memakai versi terbaru Kelas.',
  updateReload: 'Muat ulang',
  updateLater: 'Nanti',
} as const;
